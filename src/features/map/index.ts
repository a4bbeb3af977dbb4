import { lazyComponent } from '../../lib/lazy-component';

/** The maps, each its own chunk: MapLibre loads only when a map is shown. */
export const EventsMap = lazyComponent(() => import('./events-map'));
export const FixMap = lazyComponent(() => import('./fix-map'));
export type { EventsMapProps } from './events-map';
