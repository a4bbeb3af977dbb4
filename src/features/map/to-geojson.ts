import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { FleetEvent } from '../events';

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
