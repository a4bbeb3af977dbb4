import type { RoadNetwork } from '../geography/road-network.ts';
import type { Random } from './random.ts';

export interface DayPlan {
  /** Junctions visited in order after leaving the yard; the last is the yard. */
  stops: number[];
  /** Road distance of the whole day, km. */
  km: number;
}

/**
 * Where a vehicle goes on a working day: a few destinations and back to its yard, chosen so the day's road
 * distance comes within a few percent of what its roster says it drives (the odometer then agrees with the
 * path). Weekday shifts have two to five trips, weekend ones two or three.
 */
export function planDay(
  random: Random,
  network: RoadNetwork,
  depot: number,
  targetKm: number,
  weekend: boolean,
): DayPlan {
  const count = network.junctions.length;
  const wanted = weekend ? 2 : random.int(2, 4);
  let best: DayPlan = { stops: [depot], km: 0 };
  let bestError = Infinity;
  for (let attempt = 0; attempt < 40 && bestError > 0.02; attempt += 1) {
    const legs = Math.min(6, Math.max(2, wanted + ([0, 1, -1][attempt % 3] ?? 0)));
    const stops: number[] = [];
    let at = depot;
    let km = 0;
    for (let leg = 0; leg < legs - 2; leg += 1) {
      const next = random.int(0, count - 1);
      if (next === at || next === depot) continue;
      km += network.km(at, next);
      stops.push(next);
      at = next;
    }
    // The last destination is the one that brings the day closest to its target.
    let last = -1;
    let lastError = Infinity;
    for (let x = 0; x < count; x += 1) {
      if (x === at || x === depot) continue;
      const error = Math.abs(km + network.km(at, x) + network.km(x, depot) - targetKm) / targetKm;
      if (error < lastError) {
        lastError = error;
        last = x;
      }
    }
    if (last < 0 || lastError >= bestError) continue;
    bestError = lastError;
    best = {
      stops: [...stops, last, depot],
      km: km + network.km(at, last) + network.km(last, depot),
    };
  }
  return bestError <= 0.02 ? best : closestRound(network, depot, targetKm, best, bestError);
}

/** Rarely the random tries miss: then the round of two or three destinations that fits best, searched through. */
function closestRound(
  network: RoadNetwork,
  depot: number,
  targetKm: number,
  best: DayPlan,
  bestError: number,
): DayPlan {
  const count = network.junctions.length;
  let plan = best;
  let error = bestError;
  const consider = (stops: number[]) => {
    let km = 0;
    let at = depot;
    for (const stop of stops) {
      km += network.km(at, stop);
      at = stop;
    }
    const off = Math.abs(km - targetKm) / targetKm;
    if (off < error) {
      error = off;
      plan = { stops, km };
    }
  };
  for (let x = 0; x < count; x += 1) {
    for (let y = 0; y < count; y += 1) {
      if (x === depot || y === depot || x === y) continue;
      consider([x, y, depot]);
      if (count > 20) continue;
      for (let z = 0; z < count; z += 1) if (z !== depot && z !== y) consider([x, y, z, depot]);
    }
  }
  return plan;
}
