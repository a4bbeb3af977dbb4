import type { DayStore } from '../fleet-data/day-store.ts';
import type { PlatformEvent } from '../fleet-data/event-shape.ts';
import { dateOfDayNumber, dayNumberOf } from '../fleet-data/generate-day.ts';
import type { EmulatedRegion } from '../region-list.ts';
import type { RegionNames } from './name-catalog.ts';
import { styleOf } from './region-styles.ts';

export interface TripEntity {
  id: number;
  companyId: number;
  vehicleId: number;
  name: string;
  startAt: number;
  endAt: number;
  inProgress: boolean;
  startLocation: string;
  endLocation: string;
  distanceKm: number;
  summary: string;
}

/**
 * The local day a trip id belongs to. The generator numbers trips `day·10⁵ + vehicle·10 + n`; only the day
 * is read from the id, and the trip itself is then found among that day's events (so a trip is described
 * by the events the events API returns for it, and an id the generator never made is not found).
 */
const dayOfTripId = (tripId: number) => Math.floor(tripId / 100_000);

const inProgressText = { en: 'in progress', es: 'en curso', pt: 'em andamento' };

/** The trips among `ids` that have started by `now`, described from their events. */
export function findTrips(
  region: EmulatedRegion,
  store: DayStore,
  names: RegionNames,
  ids: Iterable<number>,
  now: number,
): Map<number, TripEntity> {
  const byDay = new Map<number, Set<number>>();
  const lastDay = dayNumberOf(new Date(now).toISOString().slice(0, 10)) + 1;
  for (const id of ids) {
    const day = dayOfTripId(id);
    if (day < 0 || day > lastDay) continue;
    const set = byDay.get(day) ?? new Set<number>();
    set.add(id);
    byDay.set(day, set);
  }
  const style = styleOf(region.id);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: region.zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const found = new Map<number, TripEntity>();
  for (const [day, wanted] of byDay) {
    const date = dateOfDayNumber(day);
    const events = store.day(region, date);
    const tripEvents = new Map<number, PlatformEvent[]>();
    for (const event of events) {
      if (!wanted.has(event.tripId)) continue;
      const list = tripEvents.get(event.tripId) ?? [];
      list.push(event);
      tripEvents.set(event.tripId, list);
    }
    // Which of its day's trips each is, counted in time order over that vehicle's day.
    const vehicles = new Set([...tripEvents.values()].map((list) => list[0]?.vehicleId));
    const tripsOfVehicle = new Map<number, number[]>();
    for (const event of events) {
      if (!vehicles.has(event.vehicleId)) continue;
      const trips = tripsOfVehicle.get(event.vehicleId) ?? [];
      if (!trips.includes(event.tripId)) trips.push(event.tripId);
      tripsOfVehicle.set(event.vehicleId, trips);
    }
    for (const [tripId, list] of tripEvents) {
      const started = list.filter((event) => event.timeAt < now);
      const first = started[0];
      const last = started[started.length - 1];
      if (!first || !last) continue;
      const vehicle = names.vehicles.get(first.vehicleId);
      const n = (tripsOfVehicle.get(first.vehicleId)?.indexOf(tripId) ?? 0) + 1;
      const inProgress = started.length < list.length;
      const distanceKm = Math.round((last.odometer - first.odometer) * 10) / 10;
      const span = `${time.format(first.timeAt)}–${inProgress ? `… (${inProgressText[style.language]})` : time.format(last.timeAt)}`;
      found.set(tripId, {
        id: tripId,
        companyId: first.companyId,
        vehicleId: first.vehicleId,
        name: style.tripName(vehicle?.name ?? `#${first.vehicleId}`, n, date),
        startAt: first.timeAt,
        endAt: last.timeAt,
        inProgress,
        startLocation: first.location,
        endLocation: last.location,
        distanceKm,
        summary: `${span} · ${distanceKm} km`,
      });
    }
  }
  return found;
}
