import { distanceKm as greatCircleKm } from '../../src/lib/geo.ts';

/** Small spherical helpers for distances of up to a few hundred km (accurate to well under 1 %). */
export interface LatLng {
  lat: number;
  lng: number;
}

const earthKm = 6371;
const rad = Math.PI / 180;

/**
 * Great-circle distance (haversine), km: the app's own, on a sphere of 6371 km (the radius the fleet data
 * were generated with, so the roads and odometers stay the same).
 */
export const distanceKm = (a: LatLng, b: LatLng): number =>
  greatCircleKm(a.lng, a.lat, b.lng, b.lat, earthKm);

/** The point `north` km north and `east` km east of `origin` (a local flat-earth offset). */
export function offsetKm(origin: LatLng, north: number, east: number): LatLng {
  return {
    lat: origin.lat + north / (earthKm * rad),
    lng: origin.lng + east / (earthKm * rad * Math.cos(origin.lat * rad)),
  };
}

/** `b` relative to `a` in km, as [north, east]: the inverse of offsetKm near `a`. */
export function deltaKm(a: LatLng, b: LatLng): [number, number] {
  return [(b.lat - a.lat) * earthKm * rad, (b.lng - a.lng) * earthKm * rad * Math.cos(a.lat * rad)];
}

export function lerp(a: LatLng, b: LatLng, t: number): LatLng {
  return { lat: a.lat + (b.lat - a.lat) * t, lng: a.lng + (b.lng - a.lng) * t };
}

/** Compass heading from a to b, degrees 0–360. */
export function headingDeg(a: LatLng, b: LatLng): number {
  const [north, east] = deltaKm(a, b);
  return (Math.atan2(east, north) / rad + 360) % 360;
}

/** The smallest angle between two headings, degrees 0–180. */
export function turnDeg(from: number, to: number): number {
  const d = Math.abs(from - to) % 360;
  return d > 180 ? 360 - d : d;
}
