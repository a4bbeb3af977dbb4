import { isLand } from './land.ts';

/**
 * Large lakes that the base map's land shapes do not cut out (Natural Earth's land has no lakes), so a road
 * or a fix is kept out of them as out of the sea. Only Lake Michigan borders an emulated city: its shore
 * from Wilmette to Gary, as [lat, lng], closed far out in the lake.
 */
const lakes: [number, number][][] = [
  [
    [42.3, -87.8],
    [42.08, -87.68],
    [42.05, -87.67],
    [41.985, -87.652],
    [41.96, -87.635],
    [41.9, -87.623],
    [41.89, -87.6],
    [41.8, -87.575],
    [41.76, -87.56],
    [41.72, -87.53],
    [41.68, -87.49],
    [41.66, -87.45],
    [41.61, -87.33],
    [41.6, -86.8],
    [42.3, -86.8],
  ],
];

function inPolygon(polygon: [number, number][], lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [latI, lngI] = polygon[i] as [number, number];
    const [latJ, lngJ] = polygon[j] as [number, number];
    if (latI > lat !== latJ > lat && lng < lngI + ((lat - latI) / (latJ - latI)) * (lngJ - lngI))
      inside = !inside;
  }
  return inside;
}

/** On land and not in a lake: where a vehicle can be. */
export function isDry(lat: number, lng: number): boolean {
  return isLand(lat, lng) && !lakes.some((lake) => inPolygon(lake, lat, lng));
}
