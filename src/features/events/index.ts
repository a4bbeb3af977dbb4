export { EventsPage, type EventsMapSlotProps } from './page/events-page';
export { eventQueryOptions, fetchEvent, findCachedEvent } from './api/get-event';
export type { FleetEvent } from './api/event-schema';
export { knownEventTypes, type EventFilters } from './filters/event-filters';
export { defaultFilters } from './filters/event-filters';
export { serializeFilters } from './filters/url-filters';
export { useApiDateZone } from './data/use-events-range';
export { resolveZone } from './page/events-page';
