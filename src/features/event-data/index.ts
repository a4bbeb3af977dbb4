export {
  entityIdOf,
  neighbourKinds,
  useNeighbours,
  neighboursPerStep,
  type NeighbourKind,
  type Neighbours,
  type NeighbourSide,
} from './neighbours/use-neighbours';
export { type FleetEvent, type AttributeEntry } from './reader/event-object';
export { type SideStatus } from './neighbours/plan-neighbours';
export { fetchEvent, eventQueryOptions, findCachedEvent } from './api/get-event';
export { limitConcurrency } from './api/request-limiter';
export { seenEventTypes } from './api/seen-types';
export { useApiDateZone, useEventsRange, type DayState, type EventsRange } from './window/use-events-range';
export { toApiShape } from './reader/api-shape';
export { EventStore, type Rows } from './store/event-store';
export type { GatheredColumn } from './store/store-day';
export { fieldBit, gpsStates, type SecondaryField, type DayChunk } from './reader/day-chunk';
export { pairStart, propText, valueKinds } from './reader/prop-list';
export { storeFromEvents } from './store/store-from-events';
export { Dictionary } from './reader/dictionary';
export type { LiveFollow } from './live/use-live-follow';
export { type BudgetStop } from './window/budget-plan';
export { skipReasonText } from './reader/skip-reason-text';
export { type StoreReport } from './store/store-report';
export { loadedTypes, typesAmong } from './store/store-types';
export { configureEventsParser } from './reader/parser-settings';
export { useEventsWindow, type EventsWindow } from './window/use-events-window';
export { useEventsLive } from './live/use-events-live';
export { useEventsData } from './window/use-events-data';
export { storeCache } from './store/store-caches';
export { maxAttributeKeysPerDay } from './reader/read-limits';
export { useLiveFollow } from './live/use-live-follow';
