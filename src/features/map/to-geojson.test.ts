import { describe, expect, it } from 'vitest';
import type { FleetEvent } from '../events';
import { boundsOf, eventsToPoints, eventsToTrips } from './to-geojson';

const at = (id: number, timeAt: number, lng: number, lat: number, valid = true, tripId = 1): FleetEvent => ({
  id,
  type: 'ignition',
  timeAt,
  tripId,
  GPS: { valid, Lat: lat, Lng: lng },
});

describe('events to GeoJSON', () => {
  it('drops invalid and missing fixes and counts them', () => {
    const rows = [at(1, 1, 151, -33), at(2, 2, 0, 0, false), { id: 3, type: 'driver', timeAt: 3 }];
    const { points, invalid, missing } = eventsToPoints(rows);
    expect(points.features.map((f) => f.properties.id)).toEqual([1]);
    expect(points.features[0]?.geometry.coordinates).toEqual([151, -33]);
    expect([invalid, missing]).toEqual([1, 1]);
  });

  it('draws one line per trip through its fixes in time order', () => {
    const rows = [
      at(1, 30, 3, 3),
      at(2, 10, 1, 1),
      at(3, 20, 2, 2),
      at(4, 5, 9, 9, false),
      at(5, 1, 7, 7, true, 2),
    ];
    const trips = eventsToTrips(rows);
    expect(trips.features).toHaveLength(1);
    expect(trips.features[0]?.geometry.coordinates).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('finds the bounds of the points', () => {
    expect(boundsOf(eventsToPoints([at(1, 1, 151, -33), at(2, 2, 174, -36)]).points)).toEqual([
      151, -36, 174, -33,
    ]);
    expect(boundsOf(eventsToPoints([]).points)).toBeNull();
  });
});
