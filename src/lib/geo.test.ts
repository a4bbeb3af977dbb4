import { describe, expect, it } from 'vitest';
import { distanceKm } from './geo';

describe('distanceKm', () => {
  it('measures a degree of latitude as about 111.2 km, and nothing between a point and itself', () => {
    expect(distanceKm(151, -33, 151, -34)).toBeCloseTo(111.19, 1);
    expect(distanceKm(151, -33, 151, -33)).toBe(0);
  });
});
