import { dateStringOf, addDays } from '../../src/lib/time-zones.ts';
import type { DayStore } from '../fleet-data/day-store.ts';
import type { PlatformEvent } from '../fleet-data/event-shape.ts';
import { dateOfDayNumber, dayOfEventId } from '../fleet-data/generate-day.ts';
import type { EmulatedRegion } from '../region-list.ts';
import { HttpError } from './http.ts';
import type { KeyOwner } from './keys.ts';
import { parseIds, parseRange, type RangeDialect } from './date-range.ts';
import type { Dialect } from './dialect.ts';
import { isWithheld, writeEvent } from './event-writer.ts';

/** Constraint parameter names (the spec does not show them; documented in docs/configuration.md). */
export const constraintParams = ['vehicleIds', 'deviceIds', 'fleetIds', 'tripIds'] as const;

function eventsInRange(
  store: DayStore,
  region: EmulatedRegion,
  range: { from: number; to: number },
  vehicleIds: ReadonlySet<number> | undefined,
): PlatformEvent[] {
  const out: PlatformEvent[] = [];
  const last = dateStringOf(range.to - 1, region.zone);
  for (let date = dateStringOf(range.from, region.zone); date <= last; date = addDays(date, 1)) {
    const events = vehicleIds ? store.vehiclesDay(region, date, vehicleIds) : store.day(region, date);
    for (const event of events) if (event.timeAt >= range.from && event.timeAt < range.to) out.push(event);
  }
  return out;
}

const rangeDialect = (dialect: Dialect): RangeDialect => ({
  inclusiveTo: dialect.has('inclusive-to'),
  datesOnly: dialect.has('dates-only'),
});

/**
 * GET /v1/events and /v1/events/{type}: the key's company only, narrowed by types and constraints,
 * written in the region's dialect.
 */
export function listEvents(
  store: DayStore,
  region: EmulatedRegion,
  owner: KeyOwner,
  params: URLSearchParams,
  pathType: string | null,
  now: number,
  dialect: Dialect,
): unknown[] {
  const range = parseRange(params.get('from'), params.get('to'), owner.zone, now, rangeDialect(dialect));
  const types = pathType !== null ? new Set([pathType]) : typesOf(params.get('types'));
  const filters = Object.fromEntries(
    constraintParams.map((name) => [name, parseIds(name, params.get(name))]),
  );
  const fleet = store.fleet(region);
  const fleetOfVehicle = new Map(fleet.map((v) => [v.vehicleId, v.fleetId]));
  // Asking for another company's vehicle is a question this key may not ask (access depends on the key).
  const foreign = [...(filters.vehicleIds ?? [])].filter((id) =>
    fleet.some((v) => v.vehicleId === id && v.companyId !== owner.companyId),
  );
  if (foreign.length > 0) throw new HttpError(403, `This key cannot see vehicle ${foreign.join(', ')}.`);
  return eventsInRange(
    store,
    region,
    { from: range.from, to: Math.min(range.to, now) },
    filters.vehicleIds ?? undefined,
  )
    .filter(
      (event) =>
        event.companyId === owner.companyId &&
        (!types || types.has(event.type)) &&
        (!filters.vehicleIds || filters.vehicleIds.has(event.vehicleId)) &&
        (!filters.deviceIds || filters.deviceIds.has(event.deviceId)) &&
        (!filters.tripIds || (filters.tripIds.has(event.tripId) && !isWithheld(event, 'tripId', dialect))) &&
        (!filters.fleetIds || filters.fleetIds.has(fleetOfVehicle.get(event.vehicleId) ?? -1)),
    )
    .map((event) => writeEvent(event, dialect));
}

/** Omitted or empty `types`: every type. */
function typesOf(value: string | null): Set<string> | null {
  const items = (value ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return items.length > 0 ? new Set(items) : null;
}

/** GET /v1/events/{type}/{id}: the one event, if it is of that type, the key's company, and in the range. */
export function findEvent(
  store: DayStore,
  region: EmulatedRegion,
  owner: KeyOwner,
  type: string,
  idText: string,
  params: URLSearchParams,
  now: number,
  dialect: Dialect,
): unknown {
  if (!/^\d{1,15}$/.test(idText))
    throw new HttpError(400, `The event id must be a whole number; got "${idText}".`);
  const id = Number(idText);
  const range = parseRange(params.get('from'), params.get('to'), owner.zone, now, rangeDialect(dialect));
  const event = store.day(region, dateOfDayNumber(dayOfEventId(id))).find((e) => e.id === id);
  if (!event || event.type !== type || event.companyId !== owner.companyId || event.timeAt >= now) {
    throw new HttpError(404, `No ${type} event ${id}.`);
  }
  if (event.timeAt < range.from || event.timeAt >= range.to) {
    throw new HttpError(404, `No ${type} event ${id} between the given from and to.`);
  }
  return writeEvent(event, dialect);
}
