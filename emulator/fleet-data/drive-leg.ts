import { headingDeg, lerp, turnDeg, type LatLng } from '../geography/geo.ts';
import { isDry } from '../geography/lakes.ts';
import type { Route } from '../geography/road-network.ts';
import type { Random } from './random.ts';

/** Where the vehicle is at a moment of a leg: a point on the route and the segment it is on. */
export interface RoutePosition {
  point: LatLng;
  /** Distance along the route, km. */
  km: number;
  segment: number;
}

/** A moment the device reports during a leg, with why. */
export interface LegMoment {
  ms: number;
  at: RoutePosition;
  kind: 'turn' | 'heartbeat' | 'idle' | 'speeding' | 'harsh_braking' | 'exit' | 'enter';
  speedKmh: number;
}

export interface Leg {
  route: Route;
  departMs: number;
  arriveMs: number;
  moments: LegMoment[];
  /**
   * The fix a device due to report at `due` logs: where the vehicle is then (standing still while it idles),
   * or past a bridge on the next land, at the time it gets there.
   */
  fixAt(due: number): LegMoment;
}

/** A device logs a fix when its heading has turned this much, and at least this often while moving. */
const turnLogDeg = 20;
const heartbeatMs = 7 * 60_000;
const maxKmh = 105;

/** Position `km` along a route. */
export function positionAt(route: Route, km: number): RoutePosition {
  const cumulative = route.cumulativeKm;
  let low = 0;
  let high = cumulative.length - 1;
  if (high <= 0) return { point: route.points[0] as LatLng, km: 0, segment: 0 };
  const clamped = Math.min(Math.max(km, 0), route.km);
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if ((cumulative[mid] ?? 0) <= clamped) low = mid;
    else high = mid;
  }
  const from = cumulative[low] ?? 0;
  const length = (cumulative[high] ?? 0) - from;
  const t = length > 0 ? (clamped - from) / length : 0;
  return {
    point: lerp(route.points[low] as LatLng, route.points[high] as LatLng, t),
    km: clamped,
    segment: low,
  };
}

/**
 * Drives a route from `departMs`: each segment at a speed that suits the trip (faster on long cross-town
 * trips, as on motorways), sometimes a few minutes idling in traffic, and the moments a device would report:
 * every change of heading of 20° or more, a heartbeat at least every 7 minutes, and now and then speeding or harsh braking.
 */
export function driveLeg(
  random: Random,
  route: Route,
  departMs: number,
  options: { fromYard: boolean; toYard: boolean },
): Leg {
  const cruise = Math.min(72, Math.max(26, 22 + route.km * 1.2)) * (0.9 + random.next() * 0.2);
  // Time at each point of the route (before any idling), and the speed of the segment after it.
  const times = [0];
  const speeds: number[] = [];
  for (let i = 1; i < route.points.length; i += 1) {
    const km = (route.cumulativeKm[i] ?? 0) - (route.cumulativeKm[i - 1] ?? 0);
    const speed = Math.min(maxKmh, cruise * (0.8 + random.next() * 0.45));
    speeds.push(speed);
    times.push((times[i - 1] ?? 0) + (km / speed) * 3_600_000);
  }
  // Nothing is reported on a bridge: GPS fixes there are put on the next land.
  const onLand = (km: number) => {
    let k = km;
    while (k < route.km) {
      const { point } = positionAt(route, k);
      if (isDry(point.lat, point.lng)) return k;
      k += 0.1;
    }
    return route.km;
  };

  const idleKm = route.km > 3 && random.chance(0.35) ? onLand(route.km * (0.2 + random.next() * 0.6)) : -1;
  const idleMs = idleKm >= 0 ? random.int(2, 5) * 60_000 : 0;
  const msAtKm = (km: number) => {
    const { segment } = positionAt(route, km);
    const from = route.cumulativeKm[segment] ?? 0;
    const ms = (times[segment] ?? 0) + ((km - from) / (speeds[segment] ?? cruise)) * 3_600_000;
    return departMs + ms + (idleKm >= 0 && km > idleKm ? idleMs : 0);
  };
  const drivingMs = (times.at(-1) ?? 0) + idleMs;
  const moments: LegMoment[] = [];
  const at = (km: number, kind: LegMoment['kind']) => {
    const position = positionAt(route, km);
    moments.push({ ms: Math.round(msAtKm(km)), at: position, kind, speedKmh: speeds[position.segment] ?? 0 });
  };
  // The heading is compared with the one at the last turn logged, so slow bends add up to a turn too.
  let heading =
    route.points.length > 1 ? headingDeg(route.points[0] as LatLng, route.points[1] as LatLng) : 0;
  for (let i = 1; i < route.points.length - 1; i += 1) {
    const after = headingDeg(route.points[i] as LatLng, route.points[i + 1] as LatLng);
    if (turnDeg(heading, after) >= turnLogDeg) {
      at(route.cumulativeKm[i] ?? 0, 'turn');
      heading = after;
    }
  }
  if (idleKm >= 0) at(idleKm, 'idle');
  if (options.fromYard && route.km > 0.5) at(onLand(0.25), 'exit');
  if (options.toYard && route.km > 0.5) at(onLand(route.km - 0.25), 'enter');
  if (route.km > 2 && random.chance(cruise > 45 ? 0.4 : 0.15))
    at(onLand(route.km * random.next()), 'speeding');
  if (route.km > 2 && random.chance(0.25)) at(onLand(route.km * random.next()), 'harsh_braking');
  moments.sort((a, b) => a.ms - b.ms);

  const fixAt = (due: number): LegMoment => {
    const landKm = onLand(kmAtMs(route, msAtKm, due));
    const position = positionAt(route, landKm);
    // Standing still (idling) the fix is where the vehicle stands, at the time it is due.
    const ms = Math.round(Math.max(due, msAtKm(landKm)));
    return { ms, at: position, kind: 'heartbeat', speedKmh: speeds[position.segment] ?? 0 };
  };
  // Heartbeats fill any stretch of more than 7 minutes without a report.
  const withHeartbeats: LegMoment[] = [];
  let last = departMs;
  const arriveMs = Math.round(departMs + drivingMs);
  for (const moment of [...moments, null]) {
    const until = moment ? moment.ms : arriveMs;
    while (until - last > heartbeatMs) {
      const heartbeat = fixAt(last + heartbeatMs * (0.85 + random.next() * 0.15));
      last = heartbeat.ms;
      if (last >= until - 30_000) break;
      withHeartbeats.push(heartbeat);
    }
    if (moment) {
      withHeartbeats.push(moment);
      last = Math.max(last, moment.ms);
    }
  }
  // Reports closer than a few seconds apart (or to leaving and arriving) are one report.
  const spaced = withHeartbeats.filter(
    (m, i, all) => m.ms - (i === 0 ? departMs : (all[i - 1]?.ms ?? 0)) >= 3_000 && arriveMs - m.ms >= 3_000,
  );
  return { route, departMs, arriveMs, moments: spaced, fixAt };
}

/** The distance along the route at a moment, by bisection on the (monotone) time of each distance. */
function kmAtMs(route: Route, msAtKm: (km: number) => number, ms: number): number {
  let low = 0;
  let high = route.km;
  for (let i = 0; i < 30; i += 1) {
    const mid = (low + high) / 2;
    if (msAtKm(mid) <= ms) low = mid;
    else high = mid;
  }
  return low;
}
