import { createRandom, seedOf } from '../fleet-data/random.ts';
import { deltaKm, distanceKm, lerp, offsetKm, type LatLng } from './geo.ts';
import { isDry } from './lakes.ts';

/** One straight-ish piece of a road: the street it is on and the house numbers at its two ends. */
export interface Segment {
  street: number;
  fromNumber: number;
  toNumber: number;
}

/** A road between two junctions: points from one to the other, and a segment for each gap between them. */
export interface RoadShape {
  points: LatLng[];
  segments: Segment[];
  km: number;
}

/** Longest stretch of water a road may cross (a bridge); fixes are never placed on one. */
const maxBridgeKm = 1.2;
const sampleKm = 0.12;

/**
 * Whether a polyline stays on land, but for short bridges. Every point of it must be on land; between points
 * it is sampled every ~120 m.
 */
export function staysOnLand(points: readonly LatLng[]): boolean {
  if (!points.every((p) => isDry(p.lat, p.lng))) return false;
  let water = 0;
  for (let i = 1; i < points.length; i += 1) {
    const a = points[i - 1] as LatLng;
    const b = points[i] as LatLng;
    const km = distanceKm(a, b);
    const steps = Math.max(1, Math.ceil(km / sampleKm));
    for (let s = 1; s <= steps; s += 1) {
      const p = lerp(a, b, s / steps);
      water = isDry(p.lat, p.lng) ? 0 : water + km / steps;
      if (water > maxBridgeKm) return false;
    }
  }
  return true;
}

type Random = ReturnType<typeof createRandom>;

/** Straight runs from a to b in the city's grid: the corners of an L, a Z, or a diagonal arterial road. */
function corners(a: LatLng, b: LatLng, gridDeg: number, variant: number, random: Random): LatLng[] {
  const [north, east] = deltaKm(a, b);
  const angle = (gridDeg * Math.PI) / 180;
  // b - a along the grid's two axes u (gridDeg east of north) and v (perpendicular).
  const u = north * Math.cos(angle) + east * Math.sin(angle);
  const v = -north * Math.sin(angle) + east * Math.cos(angle);
  const along = (du: number, dv: number): LatLng =>
    offsetKm(a, du * Math.cos(angle) - dv * Math.sin(angle), du * Math.sin(angle) + dv * Math.cos(angle));
  const split = 0.3 + random.next() * 0.4;
  switch (variant) {
    case 0: // arterial: a diagonal road with one gentle dog-leg
      return [a, along(u * split + v * 0.06, v * split - u * 0.06), b];
    case 1:
      return [a, along(u, 0), b];
    case 2:
      return [a, along(0, v), b];
    case 3:
      return [a, along(u * split, 0), along(u * split, v), b];
    default:
      return [a, along(0, v * split), along(u, v * split), b];
  }
}

/** Gentle bends (a few degrees) every kilometre or so along each straight run, as real roads have. */
function withBends(runs: LatLng[], random: Random): { points: LatLng[]; run: number[] } {
  const points: LatLng[] = [runs[0] as LatLng];
  const run: number[] = [];
  for (let i = 1; i < runs.length; i += 1) {
    const a = runs[i - 1] as LatLng;
    const b = runs[i] as LatLng;
    const km = distanceKm(a, b);
    const pieces = Math.max(1, Math.round(km / 1.2));
    const [north, east] = deltaKm(a, b);
    for (let p = 1; p <= pieces; p += 1) {
      if (p < pieces) {
        const sideways = (random.next() - 0.5) * 0.05 * (km / pieces);
        const base = lerp(a, b, p / pieces);
        points.push(offsetKm(base, (-east / km) * sideways, (north / km) * sideways));
      } else points.push(b);
      run.push(i - 1);
    }
  }
  return { points, run };
}

/**
 * A road-like path between two junctions that stays on land, or null when none of the shapes tried does.
 * Deterministic from the city and the two junctions' names, whatever the seed: roads do not move.
 */
export function roadBetween(
  key: string,
  a: LatLng,
  b: LatLng,
  gridDeg: number,
  streets: number,
  maxNumber: number,
): RoadShape | null {
  const random = createRandom(seedOf('road', key));
  // Mostly arterial roads; where one would cross water, a route along the street grid.
  const first = random.int(1, 4);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const variant = attempt === 0 ? 0 : ((first + attempt - 1) % 4) + 1;
    const { points, run } = withBends(corners(a, b, gridDeg, variant, random), random);
    if (!staysOnLand(points)) continue;
    const runStreets = Array.from({ length: 4 }, () => random.int(0, streets - 1));
    const perKm = Math.max(20, Math.round(maxNumber / 10));
    const segments: Segment[] = [];
    let number = random.int(1, Math.floor(maxNumber / 2));
    let km = 0;
    for (let i = 1; i < points.length; i += 1) {
      const length = distanceKm(points[i - 1] as LatLng, points[i] as LatLng);
      const isNewRun = i === 1 || run[i - 1] !== run[i - 2];
      if (isNewRun && i > 1) number = random.int(1, Math.floor(maxNumber / 2));
      const next = number + length * perKm;
      segments.push({ street: runStreets[run[i - 1] ?? 0] ?? 0, fromNumber: number, toNumber: next });
      number = next;
      km += length;
    }
    return { points, segments, km };
  }
  return null;
}
