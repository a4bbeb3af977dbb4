import { lazyPart } from '../../components/lazy-part';

/** The maps, each its own chunk: MapLibre loads only when a map is shown. */
export const EventsMap = lazyPart(() => import('./events-map'));
export const FixMap = lazyPart(() => import('./fix-map'));
