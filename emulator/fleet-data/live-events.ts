import { addDays, dateStringOf } from '../../src/lib/time-zones.ts';
import type { EmulatedRegion } from '../region-list.ts';
import type { DayStore } from './day-store.ts';
import type { PlatformEvent } from './event-shape.ts';
import type { Vehicle } from './fleet.ts';
import { dayNumberOf, eventIdOf, isoWithOffset } from './generate-day.ts';
import type { Random } from './random.ts';

/**
 * Events added while the emulator runs are numbered apart from the generated ones: as if from vehicle
 * index 9000 (`day·10⁷ + 9·10⁶ + n`), beyond any fleet the emulator makes, so an id still names its day
 * and is found the same way; their trips are `day·10⁵ + 9·10⁴ + n`.
 */
const addedVehicleIndex = 9_000;
const addedTripBase = 90_000;

/** A vehicle that stands with its engine off at some instant, and the last event it sent before then. */
export interface Standing {
  vehicle: Vehicle;
  last: PlatformEvent;
}

/**
 * The main company's vehicles standing with the engine off at `at` (their last ignition event today or
 * yesterday is OFF) and quiet from then for `quietMs` (no event of theirs in that span), each with its last
 * event before `at`: where it stands, and its meters.
 */
export function standingVehicles(
  store: DayStore,
  region: EmulatedRegion,
  at: number,
  quietMs: number,
): Standing[] {
  const today = dateStringOf(at, region.zone);
  const events = [...store.day(region, addDays(today, -1)), ...store.day(region, today)];
  const last = new Map<number, PlatformEvent>();
  const ignitionOn = new Map<number, boolean>();
  const busy = new Set<number>();
  for (const event of events) {
    if (event.timeAt < at) {
      last.set(event.vehicleId, event);
      if (event.type === 'ignition') ignitionOn.set(event.vehicleId, event.action === 'ON');
    } else if (event.timeAt < at + quietMs) busy.add(event.vehicleId);
  }
  return store.fleet(region).flatMap((vehicle) => {
    const before = last.get(vehicle.vehicleId);
    const standing =
      vehicle.companyId === region.companyId &&
      before !== undefined &&
      ignitionOn.get(vehicle.vehicleId) !== true &&
      !busy.has(vehicle.vehicleId);
    return standing ? [{ vehicle, last: before }] : [];
  });
}

/** The region's next free added-event and added-trip numbers on the local date of `at`. */
function nextNumbers(store: DayStore, region: EmulatedRegion, at: number) {
  const date = dateStringOf(at, region.zone);
  const added = store.addedTo(region, date);
  const trips = new Set(added.map((event) => event.tripId));
  const day = dayNumberOf(date);
  return { date, day, event: added.length, trip: day * 100_000 + addedTripBase + trips.size };
}

/** One event of a standing vehicle: where it stands, its meters unchanged, sent a moment after it happened. */
function standingEvent(
  { vehicle, last }: Standing,
  region: EmulatedRegion,
  what: { type: string; action: string; timeAt: number; id: number; tripId: number },
): PlatformEvent {
  const { type, action, timeAt, id, tripId } = what;
  return {
    id,
    companyId: vehicle.companyId,
    deviceId: vehicle.deviceId,
    vehicleId: vehicle.vehicleId,
    tripId,
    type,
    action,
    location: last.location,
    timeAt,
    createdAt: isoWithOffset(timeAt + 1_500, region.zone),
    odometer: last.odometer,
    origin: type === 'driver' ? 'driver-app' : 'device',
    attributes: {
      status: 'OK',
      ...(last.attributes.canOdometer ? { canOdometer: last.attributes.canOdometer } : {}),
      ...(last.attributes.canEngineHours ? { canEngineHours: last.attributes.canEngineHours } : {}),
    },
    GPS: last.GPS.valid
      ? { valid: true, Lat: last.GPS.Lat, Lng: last.GPS.Lng, At: timeAt - 400 }
      : { valid: false, Lat: 0, Lng: 0, At: timeAt - 60_000 },
  };
}

/**
 * One event at `now` (the `event-now` test control): from a vehicle of the main company standing with its
 * engine off (any of its vehicles with a known place when none is), so a test can make an event appear.
 */
export function addEventNow(
  store: DayStore,
  region: EmulatedRegion,
  now: number,
  kind: { type: string; action: string },
): PlatformEvent {
  const standing = standingVehicles(store, region, now, 0);
  const chosen = standing[0] ?? anyPlaced(store, region, now);
  if (!chosen) throw new Error(`No vehicle of ${region.id} has a known place yet.`);
  const numbers = nextNumbers(store, region, now);
  const event = standingEvent(chosen, region, {
    ...kind,
    timeAt: now,
    id: eventIdOf(numbers.day, addedVehicleIndex, numbers.event),
    tripId: numbers.trip,
  });
  store.add(region, numbers.date, [event]);
  return event;
}

function anyPlaced(store: DayStore, region: EmulatedRegion, at: number): Standing | undefined {
  const today = dateStringOf(at, region.zone);
  const events = [...store.day(region, addDays(today, -1)), ...store.day(region, today)];
  const last = events.findLast((event) => event.timeAt < at && event.companyId === region.companyId);
  const vehicle = store.fleet(region).find((v) => v.vehicleId === last?.vehicleId);
  return last && vehicle ? { vehicle, last } : undefined;
}

/** How long a yard check keeps a vehicle busy, at most. */
export const yardCheckMs = 7 * 60_000;

/**
 * A yard check from `at`: a standing vehicle's engine is started and the driver logs Work, and a few
 * minutes later the engine is off and the driver Off, where it stands. Four plausible events of the two
 * types the app shows by default, for the demo's live traffic; none when no vehicle is free.
 */
export function addYardCheck(
  store: DayStore,
  region: EmulatedRegion,
  at: number,
  random: Random,
): PlatformEvent[] {
  // One that would run past midnight waits for the next day: an event's id names the day it is in.
  if (dateStringOf(at + yardCheckMs, region.zone) !== dateStringOf(at, region.zone)) return [];
  const standing = standingVehicles(store, region, at, yardCheckMs);
  if (standing.length === 0) return [];
  const chosen = random.pick(standing);
  const numbers = nextNumbers(store, region, at);
  const on = at;
  const work = on + random.int(3_000, 9_000);
  const off = on + random.int(2 * 60_000, 6 * 60_000);
  const rest = off + random.int(3_000, 9_000);
  const steps: [string, string, number][] = [
    ['ignition', 'ON', on],
    ['driver', 'Work', work],
    ['ignition', 'OFF', off],
    ['driver', 'Off', rest],
  ];
  const events = steps.map(([type, action, timeAt], i) =>
    standingEvent(chosen, region, {
      type,
      action,
      timeAt,
      id: eventIdOf(numbers.day, addedVehicleIndex, numbers.event + i),
      tripId: numbers.trip,
    }),
  );
  store.add(region, numbers.date, events);
  return events;
}
