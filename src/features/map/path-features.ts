import type { Feature, FeatureCollection, LineString, Point } from 'geojson';

/** One fix of the path around an event, in time order; `current` is the event itself. */
export interface PathPoint {
  lng: number;
  lat: number;
  timeAt: number;
  current: boolean;
}

type PathFeature = Feature<LineString, { current: false }> | Feature<Point, { current: boolean }>;

/** The line through the fixes in the order given (time order), and each fix as a point. */
export function pathFeatures(points: readonly PathPoint[]): FeatureCollection<LineString | Point> {
  const features: PathFeature[] = [];
  if (points.length >= 2)
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: points.map((p) => [p.lng, p.lat]) },
      properties: { current: false },
    });
  for (const p of points)
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      properties: { current: p.current },
    });
  return { type: 'FeatureCollection', features };
}

/** [west, south, east, north] around the positions, or null when there are none. */
export function boundsOfPositions(
  positions: readonly { lng: number; lat: number }[],
): [number, number, number, number] | null {
  if (positions.length === 0) return null;
  // A loop, not Math.min(...lngs): a long path spread into arguments overflows the call stack.
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { lng, lat } of positions) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}
