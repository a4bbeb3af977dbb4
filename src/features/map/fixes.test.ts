import { describe, expect, it } from 'vitest';
import { boundsOfFixes, fixesOf, fixSource, mercatorX, mercatorY } from './fixes';
import { shownInOrder } from '../../testing/shown-in-order';

const at = (id: number, lng: number, lat: number, valid = true) => ({
  id,
  type: 'ignition',
  action: 'on',
  timeAt: id * 1000,
  vehicleId: 7,
  GPS: { valid, Lat: lat, Lng: lng },
});

describe('fixes of the rows shown', () => {
  it('keeps only valid fixes, remembers their rows, and counts the rest', () => {
    const rows = [
      at(1, 0, 0, false),
      at(2, 151.2, -33.9),
      { id: 3, type: 'driver', timeAt: 3 },
      at(4, 174.8, -36.8),
    ];
    const { store, rows: shown } = shownInOrder(rows);
    const source = fixSource(store, shown);
    const fixes = source.fixes;
    expect(fixes.count).toBe(2);
    expect([...fixes.row]).toEqual([1, 3]);
    expect([...fixes.lng]).toEqual([151.2, 174.8]);
    expect([fixes.invalid, fixes.missing]).toEqual([1, 1]);
    expect(source.describe(1)).toEqual({
      row: 3,
      id: '4',
      type: 'ignition',
      action: 'on',
      timeAt: 4000,
      vehicleId: 7,
    });
  });

  it('projects to Web Mercator: the origin in the middle, north up, poles clamped', () => {
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorY(0)).toBeCloseTo(0.5);
    expect(mercatorY(60)).toBeLessThan(0.5);
    expect(mercatorY(90)).toBeCloseTo(0, 5);
    expect(mercatorY(-90)).toBeCloseTo(1, 5);
  });

  it('finds the bounds of all fixes or of some', () => {
    const three = shownInOrder([at(1, 151, -33), at(2, 174, -36), at(3, 116, -32)]);
    const fixes = fixesOf(three.store, three.rows);
    expect(boundsOfFixes(fixes)).toEqual([116, -36, 174, -32]);
    expect(boundsOfFixes(fixes, [0, 1])).toEqual([151, -36, 174, -33]);
    const none = shownInOrder([]);
    expect(boundsOfFixes(fixesOf(none.store, none.rows))).toBeNull();
  });
});
