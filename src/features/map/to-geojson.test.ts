import { describe, expect, it } from 'vitest';
import { shownInOrder } from '../../testing/shown-in-order';
import { eventsToTrips } from './to-geojson';

const at = (id: number, timeAt: number, lng: number, lat: number, valid = true, tripId = 1) => ({
  id,
  type: 'ignition',
  timeAt,
  tripId,
  GPS: { valid, Lat: lat, Lng: lng },
});

describe('trips to GeoJSON', () => {
  it('draws one line per trip through its fixes in time order', () => {
    const rows = [
      at(1, 30, 3, 3),
      at(2, 10, 1, 1),
      at(3, 20, 2, 2),
      at(4, 5, 9, 9, false),
      at(5, 1, 7, 7, true, 2),
    ];
    const { store, rows: shown } = shownInOrder(rows);
    const trips = eventsToTrips(store, shown);
    expect(trips.features).toHaveLength(1);
    expect(trips.features[0]?.geometry.coordinates).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});
