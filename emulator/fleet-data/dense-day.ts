import type { RoadNetwork } from '../geography/road-network.ts';
import { atJunction, momentEvents, whereOnRoute, type Report, type Whereabouts } from './day-timeline.ts';
import { driveLeg } from './drive-leg.ts';
import type { Random } from './random.ts';

const minute = 60_000;
/** The tracker's own report: every 45–55 s, moving or parked, engine on or off. */
const heartbeatMs = [45_000, 55_000] as const;
/** Past this (before midnight) the vehicle heads back to its yard whatever the day has driven. */
const homeBeforeMs = 90 * minute;

/** Where the vehicle is, and its meters, at a moment of one stretch of the day. */
type Fix = Pick<Report, 'ms' | 'where' | 'drivenKm' | 'engineMs' | 'speedKmh'>;
/** A stretch of the day (standing, or driving one leg): its fix at any moment in it. */
interface Stretch {
  to: number;
  fix: (due: number) => Fix | null;
}

/**
 * A day of the vehicle that works around the clock (a courier on two shifts, its tracker reporting every
 * minute): from its yard at midnight, trip after trip to places of its city with a stop at each (5–35
 * minutes, a 30–50 minute crew break every fifth), until the day has driven about `targetKm` or it is late,
 * then back to the yard to stand until midnight. Besides the events of a working day (`dayTimeline`), a
 * `position UPDATE` about every minute, wherever it is. `km`: the road distance the day drove.
 */
export function denseDay(
  random: Random,
  network: RoadNetwork,
  depot: number,
  targetKm: number,
  dayStart: number,
  dayEnd: number,
): { reports: Report[]; km: number } {
  const reports: Report[] = [];
  const stretches: Stretch[] = [];
  let drivenKm = 0;
  let engineMs = 0;
  let ignitionOnAt = -1;
  let trip = 0;
  let cursor = dayStart;
  const engineAt = (ms: number) => engineMs + (ignitionOnAt >= 0 ? ms - ignitionOnAt : 0);
  const at = (junction: number) => atJunction(network, junction);
  const report = (
    ms: number,
    type: string,
    action: string,
    where: Whereabouts,
    extra: Partial<Report> = {},
  ) => reports.push({ ms, type, action, trip, where, drivenKm, engineMs: engineAt(ms), ...extra });
  // Standing at `junction` until `to`, with the meters as they are now (the engine runs on if it is on).
  const standUntil = (to: number, junction: number) => {
    const [km, engine, onAt, where] = [drivenKm, engineMs, ignitionOnAt, at(junction)];
    if (to > cursor)
      stretches.push({
        to,
        fix: (ms) => ({ ms, where, drivenKm: km, engineMs: engine + (onAt >= 0 ? ms - onAt : 0) }),
      });
    cursor = Math.max(cursor, to);
  };

  let here = depot;
  let ms = dayStart + random.int(5, 25) * minute;
  for (;;) {
    const left = targetKm - drivenKm;
    const home = network.km(here, depot);
    const late = ms > dayEnd - homeBeforeMs;
    let stop = depot;
    if (here === depot || (!late && left > home * 1.05)) {
      stop = random.int(0, network.junctions.length - 1);
      // A place that would take the day past its distance: the one that brings it closest instead.
      if (stop === here || stop === depot || network.km(here, stop) + network.km(stop, depot) > left)
        stop = closestFit(network, here, depot, left);
    }
    standUntil(ms, here);
    ignitionOnAt = ms;
    report(ms, 'ignition', 'ON', at(here));
    if (trip === 0) {
      ms += random.int(40, 120) * 1000;
      report(ms, 'driver', 'Work', at(here));
      ms += random.int(3, 10) * minute;
    } else ms += random.int(30, 120) * 1000;
    report(ms, 'driver', 'Drive', at(here));
    const route = network.route(here, stop);
    const leg = driveLeg(random, route, ms + 5_000, { fromYard: here === depot, toYard: stop === depot });
    standUntil(leg.departMs, here);
    const kmBefore = drivenKm;
    const [engineBefore, onAt, destination] = [engineMs, ignitionOnAt, at(stop)];
    stretches.push({
      to: leg.arriveMs,
      fix: (due) => {
        const moment = leg.fixAt(due);
        if (moment.ms >= leg.arriveMs) return null;
        return {
          ms: moment.ms,
          where: whereOnRoute(route, moment.at, destination),
          drivenKm: kmBefore + moment.at.km,
          engineMs: engineBefore + (moment.ms - onAt),
          speedKmh: moment.speedKmh,
        };
      },
    });
    cursor = leg.arriveMs;
    // The leg's own reports stay (its 7-minute ones too: a turn closer than 3 s after one was left out).
    for (const moment of leg.moments) {
      drivenKm = kmBefore + moment.at.km;
      const [type, action] = momentEvents[moment.kind];
      report(moment.ms, type, action, whereOnRoute(route, moment.at, destination), {
        speedKmh: moment.speedKmh,
        fixRequired: moment.kind === 'turn',
      });
    }
    drivenKm = kmBefore + route.km;
    here = stop;
    ms = leg.arriveMs;
    if (stop !== depot && random.chance(0.3)) report(ms, 'geofence', 'ENTER', at(here));
    ms += random.int(20, 90) * 1000;
    standUntil(ms, here);
    report(ms, 'ignition', 'OFF', at(here));
    engineMs += ms - ignitionOnAt;
    ignitionOnAt = -1;
    ms += random.int(20, 120) * 1000;
    report(ms, 'driver', stop === depot ? 'Off' : 'Rest', at(here));
    if (stop === depot) break;
    trip += 1;
    ms += (trip % 5 === 0 ? random.int(30, 50) : random.int(5, 35)) * minute;
  }
  standUntil(dayEnd, here);
  return { reports: withHeartbeats(random, reports, stretches, dayStart, dayEnd), km: drivenKm };
}

/** The destination whose round from `here` and back to the yard comes closest to `km`. */
function closestFit(network: RoadNetwork, here: number, depot: number, km: number): number {
  let best = depot;
  let bestError = Infinity;
  for (let x = 0; x < network.junctions.length; x += 1) {
    if (x === here || x === depot) continue;
    const error = Math.abs(network.km(here, x) + network.km(x, depot) - km);
    if (error < bestError) [best, bestError] = [x, error];
  }
  return best;
}

/** The day's reports with the tracker's minute reports among them (none within 3 s of another report). */
function withHeartbeats(
  random: Random,
  reports: Report[],
  stretches: Stretch[],
  dayStart: number,
  dayEnd: number,
): Report[] {
  const beats: Report[] = [];
  let s = 0;
  let r = 0;
  for (let due = dayStart + random.int(0, heartbeatMs[1]); due < dayEnd;) {
    while (s < stretches.length - 1 && (stretches[s]?.to ?? 0) <= due) s += 1;
    const fix = stretches[s]?.fix(due);
    if (fix && fix.ms < dayEnd) {
      while (r < reports.length && (reports[r]?.ms ?? 0) < fix.ms - 3_000) r += 1;
      const near = r < reports.length && (reports[r]?.ms ?? 0) <= fix.ms + 3_000;
      const trip = reports[Math.max(0, r - 1)]?.trip ?? 0;
      if (!near) beats.push({ ...fix, type: 'position', action: 'UPDATE', trip });
    }
    due = Math.max(due, fix?.ms ?? due) + random.int(heartbeatMs[0], heartbeatMs[1]);
  }
  return [...reports, ...beats].sort((a, b) => a.ms - b.ms);
}
