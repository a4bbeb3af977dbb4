export { ActiveRegionProvider, useActiveRegion } from './active-region';
export { EnvironmentBanner } from './environment-banner';
export { RegionSwitcher } from './region-switcher';
