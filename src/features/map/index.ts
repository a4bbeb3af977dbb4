import { lazy } from 'react';

/** The map, as its own chunk: MapLibre loads only when a map is shown. */
export const EventsMap = lazy(() => import('./events-map'));
export type { EventsMapProps } from './events-map';
