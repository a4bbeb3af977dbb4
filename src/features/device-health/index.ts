export { healthInSlices, byScore } from './health-in-slices';
export {
  defaultHealthSettings,
  noEvent,
  type EntityHealth,
  type Finding,
  type FindingKind,
  type HealthSettings,
  type HealthUnit,
} from './health-types';
export {
  healthFigures,
  sortHealth,
  defaultHealthSort,
  type HealthFigure,
  type HealthSort,
} from './health-figures';
export { findingHref } from './health-links';
export { findingWords } from './finding-words';
export { healthCsv } from './health-csv';
export { parseHealthParams, writeHealthParams, type HealthParams } from './health-url';
export { useDeviceHealth, useHealthPaintedMark, type DeviceHealthState } from './use-device-health';
export { HealthTable } from './health-table';
