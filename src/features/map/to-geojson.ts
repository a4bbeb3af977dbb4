import type { Feature, FeatureCollection, LineString } from 'geojson';
import { gpsStates, type EventStore, type Rows } from '../event-data';

/** One line per trip through its valid fixes in time order; trips with fewer than two fixes have no line. */
export function eventsToTrips(
  store: EventStore,
  rows: Rows,
): FeatureCollection<LineString, { tripId: number }> {
  const trip = store.column('tripId');
  const gps = store.column('gps');
  const time = store.column('timeAt');
  const lng = store.column('lng');
  const lat = store.column('lat');
  const byTrip = new Map<number, number[]>();
  for (const g of rows) {
    const code = trip[g] as number;
    if (code === 0 || gps[g] !== gpsStates.valid) continue;
    let list = byTrip.get(code);
    if (!list) byTrip.set(code, (list = []));
    list.push(g);
  }
  const features: Feature<LineString, { tripId: number }>[] = [];
  for (const [code, events] of byTrip) {
    if (events.length < 2) continue;
    events.sort((a, b) => (time[a] as number) - (time[b] as number));
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: events.map((g) => [lng[g] as number, lat[g] as number]) },
      properties: { tripId: store.dictionary.number(code) ?? 0 },
    });
  }
  return { type: 'FeatureCollection', features };
}
