import type { LatLng } from '../geography/geo.ts';
import type { RoadNetwork, Route } from '../geography/road-network.ts';
import { driveLeg, type LegMoment, type RoutePosition } from './drive-leg.ts';
import type { DayPlan } from './plan-day.ts';
import type { Random } from './random.ts';

/** Where a report was made: standing at a junction (a yard or a customer), or on a route's segment. */
export type Whereabouts =
  { junction: number; point: LatLng } | { point: LatLng; street: number; houseNumber: number };

/** One thing the vehicle reports during its day, before it becomes an event. */
export interface Report {
  ms: number;
  type: string;
  action: string;
  trip: number;
  where: Whereabouts;
  /** Road distance driven so far today, km. */
  drivenKm: number;
  /** Time the engine has run so far today, ms. */
  engineMs: number;
  speedKmh?: number;
  /** A turn is logged from the GPS heading, so its fix is never one of the invalid ones. */
  fixRequired?: boolean;
}

const minute = 60_000;

export const momentEvents: Record<LegMoment['kind'], [string, string]> = {
  turn: ['position', 'UPDATE'],
  heartbeat: ['position', 'UPDATE'],
  idle: ['idle', 'START'],
  speeding: ['speeding', 'START'],
  harsh_braking: ['harsh_braking', 'DETECTED'],
  exit: ['geofence', 'EXIT'],
  enter: ['geofence', 'ENTER'],
};

/** Standing at a junction of the network (its first, should the index be out of range). */
export function atJunction(network: RoadNetwork, junction: number): Whereabouts {
  return { junction, point: (network.junctions[junction] ?? network.junctions[0]) as LatLng };
}

/** Where a point of a route is: on its segment, with the house number that runs along it (else `fallback`). */
export function whereOnRoute(route: Route, at: RoutePosition, fallback: Whereabouts): Whereabouts {
  const segment = route.segments[at.segment];
  if (!segment) return fallback;
  const start = route.cumulativeKm[at.segment] ?? 0;
  const length = (route.cumulativeKm[at.segment + 1] ?? start) - start;
  const along = length > 0 ? (at.km - start) / length : 0;
  return {
    point: at.point,
    street: segment.street,
    houseNumber: segment.fromNumber + (segment.toNumber - segment.fromNumber) * along,
  };
}

/**
 * A working day from the plan: the shift starts at the yard (ignition ON, driver Work, a pre-start check,
 * geofence EXIT), each trip drives a road route (driver Drive, position updates at turns and every few
 * minutes, now and then idling, speeding or harsh braking), each stop parks (ignition OFF, driver Rest) for
 * a delivery or a break, and the shift ends back at the yard (geofence ENTER, ignition OFF, driver Off).
 */
export function dayTimeline(
  random: Random,
  network: RoadNetwork,
  depot: number,
  plan: DayPlan,
  startMs: number,
  latestMs: number,
): Report[] {
  const reports: Report[] = [];
  let drivenKm = 0;
  let engineMs = 0;
  let ignitionOnAt = -1;
  const engineAt = (ms: number) => engineMs + (ignitionOnAt >= 0 ? ms - ignitionOnAt : 0);
  const at = (junction: number) => atJunction(network, junction);
  const report = (
    ms: number,
    type: string,
    action: string,
    trip: number,
    where: Whereabouts,
    extra: Partial<Report> = {},
  ) => reports.push({ ms, type, action, trip, where, drivenKm, engineMs: engineAt(ms), ...extra });
  const ignitionOn = (ms: number, trip: number, junction: number) => {
    ignitionOnAt = ms;
    report(ms, 'ignition', 'ON', trip, at(junction));
  };
  const ignitionOff = (ms: number, trip: number, junction: number) => {
    report(ms, 'ignition', 'OFF', trip, at(junction));
    engineMs += ms - ignitionOnAt;
    ignitionOnAt = -1;
  };

  let ms = startMs;
  let here = depot;
  ignitionOn(ms, 0, here);
  ms += random.int(40, 120) * 1000;
  report(ms, 'driver', 'Work', 0, at(here));
  ms += random.int(3, 10) * minute;
  const lunchTrip = Math.floor(plan.stops.length / 2);
  plan.stops.forEach((stop, trip) => {
    const toYard = trip === plan.stops.length - 1;
    if (trip > 0) {
      ignitionOn(ms, trip, here);
      ms += random.int(30, 120) * 1000;
    }
    report(ms, 'driver', 'Drive', trip, at(here));
    const route = network.route(here, stop);
    const leg = driveLeg(random, route, ms + 5_000, { fromYard: trip === 0, toYard });
    const kmBefore = drivenKm;
    for (const moment of leg.moments) {
      const where = whereOnRoute(route, moment.at, at(stop));
      drivenKm = kmBefore + moment.at.km;
      const [type, action] = momentEvents[moment.kind];
      report(moment.ms, type, action, trip, where, {
        speedKmh: moment.speedKmh,
        fixRequired: moment.kind === 'turn',
      });
    }
    drivenKm = kmBefore + route.km;
    here = stop;
    ms = leg.arriveMs;
    if (!toYard && random.chance(0.3)) report(ms, 'geofence', 'ENTER', trip, at(here));
    ms += random.int(20, 90) * 1000;
    ignitionOff(ms, trip, here);
    ms += random.int(20, 120) * 1000;
    report(ms, 'driver', toYard ? 'Off' : 'Rest', trip, at(here));
    // A delivery or call takes a while; the middle stop is the lunch break. Late in the day stops shorten.
    const stopMinutes = trip === lunchTrip ? random.int(30, 50) : random.int(10, 45);
    ms += stopMinutes * minute * (ms > latestMs ? 0.2 : 1);
  });
  return reports;
}
