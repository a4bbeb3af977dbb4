import type { FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { countryLabels, countryMinZoom, ringArea } from './countries.ts';

const square = (west: number, south: number, size: number): Position[] => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];

const countries = (
  ...features: [name: string | undefined, geometry: Polygon | MultiPolygon][]
): FeatureCollection<Polygon | MultiPolygon, { name?: string }> => ({
  type: 'FeatureCollection',
  features: features.map(([name, geometry]) => ({ type: 'Feature', properties: { name }, geometry })),
});

describe('ringArea', () => {
  it('is the area in square degrees, smaller away from the equator', () => {
    expect(ringArea(square(0, -0.5, 1))).toBeCloseTo(1, 3);
    expect(ringArea(square(0, 59.5, 1))).toBeCloseTo(0.5, 2);
    expect(ringArea([])).toBe(0);
  });
});

describe('countryMinZoom', () => {
  it('names big countries on a world view, small ones only close up', () => {
    expect(countryMinZoom(633)).toBe(0);
    expect(countryMinZoom(158)).toBe(2);
    expect(countryMinZoom(20)).toBe(3);
    expect(countryMinZoom(5)).toBe(4);
    expect(countryMinZoom(0.2)).toBe(5);
  });
});

describe('countryLabels', () => {
  it('labels each named country inside its largest piece, the largest countries first', () => {
    const labels = countryLabels(
      countries(
        ['Islandia', { type: 'Polygon', coordinates: [square(10, 10, 2)] }],
        ['Bigland', { type: 'MultiPolygon', coordinates: [[square(-60, 0, 1)], [square(-40, -20, 10)]] }],
        [undefined, { type: 'Polygon', coordinates: [square(0, 0, 50)] }],
      ),
    );
    expect(labels.map((l) => l.tags.name)).toEqual(['Bigland', 'Islandia']);
    const [bigland, islandia] = labels;
    expect(bigland?.lon).toBeCloseTo(-35, 0);
    expect(bigland?.lat).toBeCloseTo(-15, 0);
    expect(bigland).toMatchObject({ minzoom: 2, tags: { name: 'Bigland', minzoom: 2 } });
    expect(islandia).toMatchObject({ minzoom: 4 });
  });

  it('labels a country across the antimeridian on its land, in longitudes of -180 to 180', () => {
    const [fiji] = countryLabels(
      countries([
        'Fiji',
        {
          type: 'Polygon',
          coordinates: [
            [
              [178, -18],
              [-178, -18],
              [-178, -16],
              [178, -16],
              [178, -18],
            ],
          ],
        },
      ]),
    );
    expect(Math.abs(fiji?.lon ?? 0)).toBeGreaterThan(179);
    expect(fiji?.lat).toBeCloseTo(-17, 0);
  });

  it('carries each country’s Spanish and Portuguese names, by its ISO number, for the label in the page’s language', () => {
    const withIds = countries(
      ['Mexico', { type: 'Polygon', coordinates: [square(-105, 18, 10)] }],
      ['Germany', { type: 'Polygon', coordinates: [square(6, 47, 8)] }],
      ['N. Cyprus', { type: 'Polygon', coordinates: [square(33, 35, 1)] }],
    );
    const ids = ['484', '276', undefined];
    withIds.features.forEach((f, i) => {
      if (ids[i] !== undefined) f.id = ids[i];
    });
    const [mexico, germany, cyprus] = countryLabels(withIds);
    expect(mexico?.tags).toMatchObject({ name: 'Mexico', name_es: 'México', name_pt: 'México' });
    expect(germany?.tags).toMatchObject({ name: 'Germany', name_es: 'Alemania', name_pt: 'Alemanha' });
    // No ISO number (Natural Earth's disputed areas): the English name only, which the label falls back to.
    expect(cyprus?.tags).not.toHaveProperty('name_es');
  });
});
