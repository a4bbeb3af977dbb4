export { EventsPage, type EventsMapSlotProps } from './page/events-page';
export { eventQueryOptions, fetchEvent, findCachedEvent, type OneEvent } from './api/get-event';
export type { FleetEvent, AttributeEntry } from './api/reader/event-object';
export { toApiShape } from './api/reader/api-shape';
export { gpsStates } from './api/reader/day-chunk';
export type { EventStore, Rows } from './data/event-store';
export type { LabelOf, NameOf } from './table/label-of';
export { storeFromEvents } from './data/store-from-events';
export { storeTypeColors, typesAmong } from './data/store-types';
export { knownEventTypes, type EventFilters } from './filters/event-filters';
export { defaultFilters } from './filters/event-filters';
export { serializeFilters } from './filters/url-filters';
export { useApiDateZone } from './data/use-events-range';
export { resolveZone } from './page/events-page';
export {
  useNeighbours,
  entityIdOf,
  neighbourKinds,
  neighboursPerStep,
  type NeighbourKind,
  type NeighbourSide,
  type Neighbours,
} from './neighbours/use-neighbours';
export type { SideStatus } from './neighbours/plan-neighbours';
export { replayParam, withReplay, parseReplay, type ReplayTarget } from './filters/url-replay';
export type { ReplaySlot } from './replay/replay-slot';
export type { ReplayClock } from './replay/replay-clock';
export { boundsOfTrack, eventIndexAt, positionAt, trackOf, type ReplayTrack } from './replay/replay-track';
