import { describe, expect, it } from 'vitest';
import { regions } from '../region-list.ts';
import { distanceKm } from './geo.ts';
import { roadNetworkOf } from './road-network.ts';

describe.each(regions.map((region) => [region.id, region] as const))('the places of %s', (_id, region) => {
  it('name each locality once, so an address says where it is', () => {
    const labels = region.cities.flatMap((city) => city.places.map((place) => place.label));
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([]);
    expect(labels.filter((label) => /[[\]()]/.test(label))).toEqual([]);
  });

  it('lie near their city, and most are joined by roads', () => {
    for (const city of region.cities) {
      expect(city.places.every((place) => distanceKm(place, city) <= 36)).toBe(true);
      expect(roadNetworkOf(city).junctions.length).toBeGreaterThanOrEqual(
        Math.min(9, city.places.length / 2),
      );
    }
  });
});
