import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { inArea, keepInArea, visitorsOf } from './area-rows';

const fix = (id: number, vehicleId: number | undefined, lat: number, lng: number, timeAt: number) => ({
  id,
  type: 'position',
  action: 'UPDATE',
  timeAt,
  vehicleId,
  GPS: { valid: true, Lat: lat, Lng: lng },
});

describe('the area filter and who was here', () => {
  it('takes the edges in, and an area across the antimeridian the short way', () => {
    const area = { south: -34, west: 151, north: -33, east: 152 };
    expect(inArea(area, -34, 151)).toBe(true);
    expect(inArea(area, -33.5, 152.01)).toBe(false);
    const pacific = { south: -20, west: 170, north: -10, east: -170 };
    expect(inArea(pacific, -15, 179)).toBe(true);
    expect(inArea(pacific, -15, -175)).toBe(true);
    expect(inArea(pacific, -15, 0)).toBe(false);
  });

  it('lists each vehicle inside with its first and last time and its events, the first to arrive first', () => {
    const store = storeFromEvents([
      fix(1, 7, -33.5, 151.5, 500),
      fix(2, 8, -33.5, 151.5, 100),
      fix(3, 7, -33.5, 151.5, 300),
      fix(4, 7, 10, 10, 50),
      fix(5, undefined, -33.5, 151.5, 60),
    ]);
    const rows = keepInArea(store, store.rows, { south: -34, west: 151, north: -33, east: 152 });
    expect(rows).toHaveLength(4);
    expect(visitorsOf(store, rows)).toEqual([
      { vehicleId: 8, first: 100, last: 100, events: 1 },
      { vehicleId: 7, first: 300, last: 500, events: 2 },
    ]);
  });
});
