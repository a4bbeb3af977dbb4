import { addDays, offsetAt, startOfDate } from '../../src/lib/time-zones.ts';
import type { EmulatedRegion } from '../region-list.ts';
import type { PlatformEvent } from './event-shape.ts';
import type { Vehicle } from './fleet.ts';
import { createRandom, seedOf, type Random } from './random.ts';

const epoch = '2020-01-01';
const dayMs = 86_400_000;

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

function isoWithOffset(ms: number, zone: string): string {
  const offset = offsetAt(ms, zone);
  const local = new Date(ms + offset).toISOString().slice(0, 23);
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60_000;
  return `${local}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

interface TripStep {
  type: string;
  action: string;
  minute: number;
}

/** What happens on one trip, in order: ignition and driver events around a few things seen on the road. */
function tripSteps(random: Random, duration: number): TripStep[] {
  const steps: TripStep[] = [
    { type: 'ignition', action: 'ON', minute: 0 },
    { type: 'driver', action: 'Work', minute: 1 },
    { type: 'driver', action: 'Drive', minute: 2 },
  ];
  const extras = random.int(3, 8);
  for (let i = 0; i < extras; i += 1) {
    const minute = random.int(3, Math.max(4, duration - 3));
    const kind = random.pick([
      'position',
      'position',
      'position',
      'speeding',
      'harsh_braking',
      'geofence',
      'idle',
    ] as const);
    const action = {
      position: 'UPDATE',
      speeding: 'START',
      harsh_braking: 'DETECTED',
      geofence: 'ENTER',
      idle: 'START',
    }[kind];
    steps.push({ type: kind, action, minute });
  }
  steps.push(
    { type: 'driver', action: 'Rest', minute: duration - 1 },
    { type: 'ignition', action: 'OFF', minute: duration },
  );
  return steps.sort((a, b) => a.minute - b.minute);
}

/** Every event of one vehicle on one local calendar day. Pure: same inputs, same events. */
export function generateVehicleDay(
  region: EmulatedRegion,
  vehicle: Vehicle,
  date: string,
  seed: string,
): PlatformEvent[] {
  const random = createRandom(seedOf(seed, region.id, vehicle.vehicleId, date));
  if (random.chance(0.08)) return []; // a day off
  const day = dayNumberOf(date);
  const dayStart = startOfDate(date, region.zone);
  const events: PlatformEvent[] = [];
  let odometer = vehicle.odometerBase + day * 60;
  let seq = 0;
  let minuteOfDay = random.int(5 * 60, 9 * 60);
  const trips = random.int(1, 3);
  let lat = vehicle.home.lat + (random.next() - 0.5) * 0.1;
  let lng = vehicle.home.lng + (random.next() - 0.5) * 0.1;

  for (let trip = 0; trip < trips && minuteOfDay < 22 * 60; trip += 1) {
    const duration = random.int(20, 110);
    const tripId = day * 100_000 + vehicle.index * 10 + trip;
    const heading = random.next() * Math.PI * 2;
    const speedKmPerMin = 0.3 + random.next() * 0.5;
    for (const step of tripSteps(random, duration)) {
      const timeAt = dayStart + (minuteOfDay + step.minute) * 60_000 + random.int(0, 59_999);
      const km = step.minute * speedKmPerMin;
      const pointLat = lat + (Math.cos(heading) * km) / 111;
      const pointLng = lng + (Math.sin(heading) * km) / (111 * Math.cos((lat * Math.PI) / 180));
      const valid = !random.chance(0.03);
      const stepOdometer = Math.round((odometer + km) * 10) / 10;
      seq += 1;
      const withVersions = random.chance(0.3);
      events.push({
        id: eventIdOf(day, vehicle.index, seq),
        companyId: vehicle.companyId,
        ...(withVersions ? { companyVersion: vehicle.versions.company } : {}),
        deviceId: vehicle.deviceId,
        ...(withVersions ? { deviceVersion: vehicle.versions.device } : {}),
        vehicleId: vehicle.vehicleId,
        ...(withVersions ? { vehicleVersion: vehicle.versions.vehicle } : {}),
        tripId,
        type: step.type,
        action: step.action,
        location: `${random.int(1, 480)} ${random.pick(vehicle.home.streets)}, ${vehicle.home.name}`,
        timeAt,
        createdAt: isoWithOffset(timeAt + random.int(400, 30_000), region.zone),
        odometer: stepOdometer,
        origin: step.type === 'driver' ? 'driver-app' : 'device',
        attributes: {
          seq: String(day * 1_000 + seq),
          status: random.chance(0.04) ? 'LOW_BATTERY' : 'OK',
          canOdometer: String(Math.round(stepOdometer)),
          canEngineHours: String(
            Math.round((vehicle.odometerBase / 40 + day * 4 + step.minute / 60) * 10) / 10,
          ),
          ...(step.type === 'speeding' ? { speedKmh: String(random.int(65, 130)), limitKmh: '60' } : {}),
        },
        GPS: valid
          ? {
              valid,
              Lat: Math.round(pointLat * 1e6) / 1e6,
              Lng: Math.round(pointLng * 1e6) / 1e6,
              At: timeAt - random.int(0, 5_000),
            }
          : { valid, Lat: 0, Lng: 0, At: timeAt - random.int(0, 600_000) },
      });
    }
    const tripKm = duration * speedKmPerMin;
    odometer += tripKm;
    lat += (Math.cos(heading) * tripKm) / 111;
    lng += (Math.sin(heading) * tripKm) / (111 * Math.cos((lat * Math.PI) / 180));
    minuteOfDay += duration + random.int(30, 240);
  }
  return events;
}
