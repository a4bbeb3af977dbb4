import type { RoadNetwork } from '../geography/road-network.ts';
import type { Random } from './random.ts';

/** How close a plan's road distance comes to the roster's km for the day (the odometer is scaled by the rest). */
export const planTolerance = 0.02;

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
  for (let attempt = 0; attempt < 40 && bestError > planTolerance; attempt += 1) {
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
  return bestError <= planTolerance ? best : closestRound(network, depot, targetKm, best, bestError);
}

/** Every round of the exhaustive search, visited in turn: two or three destinations and back to the yard. */
function forEachRound(count: number, depot: number, visit: (stops: number[]) => void): void {
  for (let x = 0; x < count; x += 1) {
    for (let y = 0; y < count; y += 1) {
      if (x === depot || y === depot || x === y) continue;
      visit([x, y, depot]);
      for (let z = 0; z < count; z += 1) if (z !== depot && z !== y) visit([x, y, z, depot]);
    }
  }
}

function roundKm(network: RoadNetwork, depot: number, stops: readonly number[]): number {
  let km = 0;
  let at = depot;
  for (const stop of stops) {
    km += network.km(at, stop);
    at = stop;
  }
  return km;
}

/** Rarely the random tries miss: then the round of two or three destinations that fits best, searched through. */
function closestRound(
  network: RoadNetwork,
  depot: number,
  targetKm: number,
  best: DayPlan,
  bestError: number,
): DayPlan {
  let plan = best;
  let error = bestError;
  forEachRound(network.junctions.length, depot, (stops) => {
    const km = roundKm(network, depot, stops);
    const off = Math.abs(km - targetKm) / targetKm;
    if (off < error) {
      error = off;
      plan = { stops, km };
    }
  });
  return plan;
}

const roundsByNetwork = new WeakMap<RoadNetwork, Map<number, Float64Array>>();

/** The road distances of every round of the exhaustive search from a yard, ascending. */
function roundDistances(network: RoadNetwork, depot: number): Float64Array {
  let byDepot = roundsByNetwork.get(network);
  if (!byDepot) {
    byDepot = new Map();
    roundsByNetwork.set(network, byDepot);
  }
  let distances = byDepot.get(depot);
  if (!distances) {
    const all: number[] = [];
    forEachRound(network.junctions.length, depot, (stops) => {
      const km = roundKm(network, depot, stops);
      if (Number.isFinite(km)) all.push(km);
    });
    distances = Float64Array.from(all).sort();
    byDepot.set(depot, distances);
  }
  return distances;
}

/**
 * A day's distance (to 0.1 km) that a vehicle can drive from its yard: `km` when some round of the
 * exhaustive search comes within `planTolerance` of it, else the nearest round's distance. A roster made
 * of these never asks for a day the roads cannot give: in a small network (Wellington has 9 junctions)
 * some targets had no round within a fifth, and the odometer, scaled to the roster, then disagreed with
 * the distance between the fixes by as much.
 */
export function drivableKm(network: RoadNetwork, depot: number, km: number): number {
  const tenth = (value: number) => Math.round(value * 10) / 10;
  const wanted = tenth(km);
  const distances = roundDistances(network, depot);
  if (distances.length === 0 || wanted <= 0) return wanted;
  let low = 0;
  let high = distances.length - 1;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if ((distances[mid] ?? 0) <= wanted) low = mid;
    else high = mid;
  }
  const below = distances[low] ?? 0;
  const above = distances[high] ?? 0;
  const nearest = Math.abs(below - wanted) <= Math.abs(above - wanted) ? below : above;
  return Math.abs(nearest - wanted) / wanted <= planTolerance ? wanted : tenth(nearest);
}
