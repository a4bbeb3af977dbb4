import { localDateTimeOf } from '../../../lib/time-zones';
import { defaultFilters, pageHref, type EventFilters, type PageLink } from '../../event-url';

type EntityKey = keyof EventFilters['constraints'];

/** The events table, every type, filtered to one entity, `hours` either side of a moment, in `zone`. */
export function eventsAroundHref(
  regionId: string,
  key: EntityKey,
  id: number,
  at: number,
  zone: string,
  tz: string,
  hours = 1,
  more: Omit<PageLink, 'filters'> = {},
): string {
  const span = hours * 3_600_000;
  const filters: EventFilters = {
    ...defaultFilters,
    types: [],
    range: { kind: 'custom', from: localDateTimeOf(at - span, zone), to: localDateTimeOf(at + span, zone) },
    constraints: { ...defaultFilters.constraints, [key]: [id] },
    tz,
  };
  return pageHref('events', regionId, { filters, ...more });
}

/** The events table filtered to a trip, over the day either side (a trip is rarely longer). */
export function sameTripHref(regionId: string, tripId: number, at: number, zone: string, tz: string): string {
  return eventsAroundHref(regionId, 'tripIds', tripId, at, zone, tz, 24);
}

/**
 * "Replay from here": the events table over the event's vehicle, half a day either side, replaying that
 * vehicle in Table and map, paused at the event's time with the event selected.
 */
export function replayFromHereHref(
  regionId: string,
  event: { vehicleId: number; timeAt: number; idText: string; type: string },
  zone: string,
  tz: string,
): string {
  return eventsAroundHref(regionId, 'vehicleIds', event.vehicleId, event.timeAt, zone, tz, 12, {
    replay: { target: { kind: 'vehicle', id: event.vehicleId }, at: event.timeAt },
    selection: { id: event.idText, type: event.type },
    mode: 'both',
  });
}
