import type { Feature, FeatureCollection, LineString, Point } from 'geojson';
import type { FleetEvent } from '../events';

export interface PointProps {
  /** Index into the rows shown, so a click finds its event without a lookup. */
  row: number;
  id: number;
  type: string;
  action: string;
  timeAt: number;
  vehicleId: number | null;
}

/** Fixes to draw: only valid GPS; the rest are counted so the map can say how many it left out. */
export function eventsToPoints(rows: readonly FleetEvent[]): {
  points: FeatureCollection<Point, PointProps>;
  invalid: number;
  missing: number;
} {
  const features: Feature<Point, PointProps>[] = [];
  let invalid = 0;
  let missing = 0;
  rows.forEach((event, row) => {
    const gps = event.GPS;
    if (!gps) missing += 1;
    else if (!gps.valid) invalid += 1;
    else {
      features.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [gps.Lng, gps.Lat] },
        properties: {
          row,
          id: event.id,
          type: event.type,
          action: event.action ?? '',
          timeAt: event.timeAt,
          vehicleId: event.vehicleId ?? null,
        },
      });
    }
  });
  return { points: { type: 'FeatureCollection', features }, invalid, missing };
}

/** One line per trip through its valid fixes in time order; trips with fewer than two fixes have no line. */
export function eventsToTrips(
  rows: readonly FleetEvent[],
): FeatureCollection<LineString, { tripId: number }> {
  const byTrip = new Map<number, FleetEvent[]>();
  for (const event of rows) {
    if (event.tripId === undefined || !event.GPS?.valid) continue;
    const list = byTrip.get(event.tripId) ?? [];
    list.push(event);
    byTrip.set(event.tripId, list);
  }
  const features: Feature<LineString, { tripId: number }>[] = [];
  for (const [tripId, events] of byTrip) {
    if (events.length < 2) continue;
    events.sort((a, b) => a.timeAt - b.timeAt);
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: events.map((e) => [e.GPS?.Lng ?? 0, e.GPS?.Lat ?? 0]) },
      properties: { tripId },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** [west, south, east, north] of the points, or null when there are none. */
export function boundsOf(points: FeatureCollection<Point>): [number, number, number, number] | null {
  if (points.features.length === 0) return null;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const feature of points.features) {
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    if (lng < west) west = lng;
    if (lng > east) east = lng;
    if (lat < south) south = lat;
    if (lat > north) north = lat;
  }
  return [west, south, east, north];
}
