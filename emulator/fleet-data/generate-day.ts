import { addDays, offsetAt, startOfDate } from '../../src/lib/time-zones.ts';
import { addressAt } from '../geography/address.ts';
import type { City } from '../geography/cities.ts';
import { roadNetworkOf, type RoadNetwork } from '../geography/road-network.ts';
import type { EmulatedRegion } from '../region-list.ts';
import { dayTimeline, type Report, type Whereabouts } from './day-timeline.ts';
import { denseDay } from './dense-day.ts';
import type { PlatformEvent } from './event-shape.ts';
import { faultOf, withFault } from './faults.ts';
import type { Vehicle } from './fleet.ts';
import { planDay } from './plan-day.ts';
import { createRandom, seedOf, type Random } from './random.ts';
import { shiftPatterns, type ShiftKind } from './shifts.ts';
import { cycleDays, weekdayOf } from './roster.ts';

const epoch = '2020-01-01';
const dayMs = 86_400_000;
const hourMs = 3_600_000;

export function dayNumberOf(date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${epoch}T00:00:00Z`)) / dayMs);
}

export function dateOfDayNumber(day: number): string {
  return addDays(epoch, day);
}

/** Event ids carry their local day and vehicle, so one event can be found without scanning: day·10⁷ + vehicle·10³ + seq. */
export function eventIdOf(day: number, vehicleIndex: number, seq: number): number {
  return day * 10_000_000 + vehicleIndex * 1_000 + seq;
}

export function dayOfEventId(id: number): number {
  return Math.floor(id / 10_000_000);
}

// Zone offsets change on the hour in every emulated zone, so one look-up per zone and hour is enough.
const offsets = new Map<string, number>();
export function isoWithOffset(ms: number, zone: string): string {
  const key = `${zone}|${Math.floor(ms / hourMs)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(ms, zone);
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  const local = new Date(ms + offset).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60_000;
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const dayStarts = new Map<string, number>();
function dayStartOf(date: string, zone: string): number {
  const key = `${zone}|${date}`;
  let start = dayStarts.get(key);
  if (start === undefined) {
    start = startOfDate(date, zone);
    if (dayStarts.size > 10_000) dayStarts.clear();
    dayStarts.set(key, start);
  }
  return start;
}

/** A yard's or customer's street address: fixed per junction, whichever way a vehicle arrives. */
const junctionAddresses = new Map<string, string>();
function locationOf(city: City, where: Whereabouts): string {
  if (!('junction' in where)) return addressAt(city, where.point, where.street, where.houseNumber);
  const key = `${city.name}|${where.junction}`;
  let address = junctionAddresses.get(key);
  if (!address) {
    const random = createRandom(seedOf('address', key));
    address = addressAt(
      city,
      where.point,
      random.int(0, city.streets.length - 1),
      random.int(1, city.maxNumber),
    );
    junctionAddresses.set(key, address);
  }
  return address;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;
/** Meters show what has been completed: tenths cut, not rounded (so no reading ever goes back). */
const tenths = (value: number) => Math.floor(value * 10 + 1e-6) / 10;

/** A working day's shift from its plan: its reports, and the road distance it drives (km). */
function workingDay(
  random: Random,
  network: RoadNetwork,
  depot: number,
  targetKm: number,
  {
    weekday,
    dayStart,
    dayEnd,
    shift,
  }: { weekday: number; dayStart: number; dayEnd: number; shift: ShiftKind },
): { reports: Report[]; km: number } {
  const weekend = weekday === 0 || weekday === 6;
  const plan = planDay(random, network, depot, targetKm, weekend);
  const [earliest, latest] = shiftPatterns[shift][weekend ? 'weekend' : 'weekday'];
  const startMs = dayStart + random.int(earliest, latest) * 60_000 + random.int(0, 59_999);
  // Stops shorten once the evening is late, so few days run on towards midnight.
  const reports = dayTimeline(random, network, depot, plan, startMs, dayStart + 21 * hourMs);
  // A day still going at 23:45 (a device clock five minutes fast would add as much) starts that much earlier.
  const overrun = (reports.at(-1)?.ms ?? 0) - (dayEnd - 15 * 60_000);
  const inDay = overrun > 0 ? reports.map((report) => ({ ...report, ms: report.ms - overrun })) : reports;
  return { reports: inDay, km: plan.km };
}

/** Every event of one vehicle on one local calendar day. Pure: same inputs, same events. */
export function generateVehicleDay(
  region: EmulatedRegion,
  vehicle: Vehicle,
  date: string,
  seed: string,
): PlatformEvent[] {
  const day = dayNumberOf(date);
  const cycleDay = day - Math.floor(day / cycleDays) * cycleDays;
  const targetKm = vehicle.roster.km[cycleDay] ?? 0;
  if (targetKm <= 0) return []; // a rostered day off
  const random = createRandom(seedOf(seed, region.id, vehicle.vehicleId, date));
  const network = roadNetworkOf(vehicle.home);
  const dayStart = dayStartOf(date, region.zone);
  const dayEnd = dayStartOf(addDays(date, 1), region.zone);
  const { reports, km } = vehicle.dense
    ? denseDay(random, network, vehicle.depot, targetKm, dayStart, dayEnd)
    : workingDay(random, network, vehicle.depot, targetKm, {
        weekday: weekdayOf(day),
        dayStart,
        dayEnd,
        shift: vehicle.shift,
      });

  // The odometer and engine hours run from the roster's values at the start of the day to those at its end.
  const odometerStart = vehicle.roster.odometerAt(day);
  const kmScale = km > 0 ? targetKm / km : 0;
  const engineStart = vehicle.roster.engineHoursAt(day);
  const engineTotalMs = reports.at(-1)?.engineMs ?? 0;
  const engineScale = engineTotalMs > 0 ? (vehicle.roster.hours[cycleDay] ?? 0) / engineTotalMs : 0;

  const events = reports.map((report, index): PlatformEvent => {
    const seq = index + 1;
    const timeAt = report.ms + random.int(0, 900);
    const valid = report.fixRequired === true || !random.chance(0.03);
    const withVersions = random.chance(0.3);
    const odometer = tenths(odometerStart + report.drivenKm * kmScale);
    const tripId = day * 100_000 + vehicle.index * 10 + report.trip;
    const speeding: Record<string, string> =
      report.type === 'speeding' && report.speedKmh !== undefined
        ? {
            speedKmh: String(Math.min(130, Math.round(report.speedKmh + random.int(8, 22)))),
            limitKmh: String(Math.max(40, Math.floor(report.speedKmh / 10) * 10)),
          }
        : {};
    return {
      id: eventIdOf(day, vehicle.index, seq),
      companyId: vehicle.companyId,
      ...(withVersions ? { companyVersion: vehicle.versions.company } : {}),
      deviceId: vehicle.deviceId,
      ...(withVersions ? { deviceVersion: vehicle.versions.device } : {}),
      vehicleId: vehicle.vehicleId,
      ...(withVersions ? { vehicleVersion: vehicle.versions.vehicle } : {}),
      tripId,
      type: report.type,
      action: report.action,
      location: locationOf(vehicle.home, report.where),
      timeAt,
      createdAt: isoWithOffset(timeAt + random.int(400, 30_000), region.zone),
      odometer,
      origin: report.type === 'driver' ? 'driver-app' : 'device',
      attributes: {
        seq: String(day * 1_000 + seq),
        status: random.chance(0.04) ? 'LOW_BATTERY' : 'OK',
        canOdometer: String(Math.round(odometer)),
        canEngineHours: String(tenths(engineStart + report.engineMs * engineScale)),
        ...speeding,
      },
      GPS: valid
        ? {
            valid,
            Lat: round(report.where.point.lat, 6),
            Lng: round(report.where.point.lng, 6),
            At: report.ms,
          }
        : { valid, Lat: 0, Lng: 0, At: report.ms - random.int(0, 600_000) },
    };
  });
  return vehicle.companyId === region.companyId ? withFault(faultOf(vehicle.index), events) : events;
}
