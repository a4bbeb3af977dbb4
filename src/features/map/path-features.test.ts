import { describe, expect, it } from 'vitest';
import { boundsOfPositions, pathFeatures } from './path-features';

const point = (lng: number, lat: number, current = false) => ({ lng, lat, timeAt: 0, current });

describe('the path around an event', () => {
  it('is a line through the fixes in the order given, with each fix a point and the event marked', () => {
    const path = pathFeatures([point(151.1, -33.9), point(151.2, -33.8, true), point(151.3, -33.7)]);
    expect(path.features[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [151.1, -33.9],
        [151.2, -33.8],
        [151.3, -33.7],
      ],
    });
    expect(path.features.slice(1).map((f) => f.properties)).toEqual([
      { current: false },
      { current: true },
      { current: false },
    ]);
  });

  it('has no line for a single fix, and no bounds for none', () => {
    expect(pathFeatures([point(1, 2, true)]).features.map((f) => f.geometry.type)).toEqual(['Point']);
    expect(boundsOfPositions([])).toBeNull();
    expect(boundsOfPositions([point(3, -2), point(1, 4)])).toEqual([1, -2, 3, 4]);
  });

  it('bounds a path of 300,000 fixes (more than a call’s arguments may be)', () => {
    const fixes = Array.from({ length: 300_000 }, (_, i) => point(100 + i / 10_000, -30 - i / 100_000));
    expect(boundsOfPositions(fixes)).toEqual([100, -32.99999, 129.9999, -30]);
  });
});
