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
  const lngs = positions.map((p) => p.lng);
  const lats = positions.map((p) => p.lat);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}
