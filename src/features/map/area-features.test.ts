import { describe, expect, it } from 'vitest';
import { areaFeatures } from './area-features';

describe('the area drawn on the map', () => {
  it('is one closed rectangle, none without an area, and across the antimeridian the short way', () => {
    expect(areaFeatures(null).features).toEqual([]);
    const [square] = areaFeatures({ south: -34, west: 151, north: -33, east: 152 }).features;
    expect(square?.geometry.coordinates[0]).toEqual([
      [151, -34],
      [152, -34],
      [152, -33],
      [151, -33],
      [151, -34],
    ]);
    const [pacific] = areaFeatures({ south: -20, west: 170, north: -10, east: -170 }).features;
    expect(pacific?.geometry.coordinates[0]?.[1]).toEqual([190, -20]);
  });
});
