import { lazy } from 'react';

/** The maps, each its own chunk: MapLibre loads only when a map is shown. */
export const EventsMap = lazy(() => import('./events-map'));
export const FixMap = lazy(() => import('./fix-map'));
export type { EventsMapProps } from './events-map';
