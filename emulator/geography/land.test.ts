import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../fleet-data/random.ts';
import { regions } from '../region-list.ts';
import { isDry } from './lakes.ts';
import { isLand } from './land.ts';

/** The plain way, slow but obviously right: topojson-client's polygons and an even-odd test of every ring. */
function bruteForce(): (lat: number, lng: number) => boolean {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>;
  const rings: number[][][] = [];
  for (const item of feature(topology, topology.objects.land).features) {
    if (item.geometry.type === 'Polygon') rings.push(...item.geometry.coordinates);
    if (item.geometry.type === 'MultiPolygon')
      for (const polygon of item.geometry.coordinates) rings.push(...polygon);
  }
  return (lat, lng) => {
    let inside = false;
    for (const ring of rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
        const [lngI = 0, latI = 0] = ring[i] ?? [];
        const [lngJ = 0, latJ = 0] = ring[j] ?? [];
        if (latI > lat !== latJ > lat && lng < lngI + ((lat - latI) / (latJ - latI)) * (lngJ - lngI))
          inside = !inside;
      }
    }
    return inside;
  };
}

describe('land', () => {
  it('knows land from sea where the issue found pins in the ocean', () => {
    expect(isLand(-33.8688, 151.2093)).toBe(true); // Sydney
    expect(isLand(-34.92, 151.93)).toBe(false); // "3 Oxford St, Sydney NSW" as it was drawn: the Tasman Sea
    expect(isLand(-38.1, 144.9)).toBe(false); // Port Phillip
    expect(isLand(51.5074, -0.1278)).toBe(true); // London
    expect(isLand(-34.6, -58.2)).toBe(false); // Río de la Plata
  });

  it('agrees with a plain test of every ring around every emulated city', () => {
    const plain = bruteForce();
    const random = createRandom(7);
    const cities = regions.flatMap((region) => region.cities);
    for (let i = 0; i < 400; i += 1) {
      const city = random.pick(cities);
      const lat = city.lat + (random.next() - 0.5) * 0.8;
      const lng = city.lng + (random.next() - 0.5) * 0.8;
      expect(isLand(lat, lng), `${lat}, ${lng}`).toBe(plain(lat, lng));
    }
  });

  it('keeps vehicles out of Lake Michigan, which the land shapes do not cut out', () => {
    expect(isLand(41.9, -87.5)).toBe(true);
    expect(isDry(41.9, -87.5)).toBe(false);
    expect(isDry(41.8781, -87.6298)).toBe(true); // the Loop
  });
});
