import { describe, expect, it } from 'vitest';
import { deepestPlaceZoom, type GeoNamesCity, placeMinZoom, placePoint, selectPlaces } from './places.ts';
import { pointTiles, tileExtent, tilePosition } from './point-tiles.ts';

const city = (
  name: string,
  population: number,
  featureCode: string,
  [lon, lat]: [number, number],
): GeoNamesCity => ({ name, country: 'AU', featureCode, population, loc: { coordinates: [lon, lat] } });

const sydney = city('Sydney', 4_627_345, 'PPLA', [151.20732, -33.86785]);
const canberra = city('Canberra', 367_752, 'PPLC', [149.12807, -35.28346]);
const newcastle = city('Newcastle', 308_308, 'PPLA2', [151.7801, -32.92953]);
const melbourne = city('Melbourne', 4_246_375, 'PPLA', [144.96332, -37.814]);
const dubbo = city('Dubbo', 39_863, 'PPL', [148.60484, -32.24295]);
const gosford = city('Gosford', 3_782, 'PPLX', [151.34399, -33.4244]);
const reservoir = city('Reservoir', 50_092, 'PPLX', [145.0, -37.7]);
const hamlet = city('Tiny', 1_200, 'PPL', [150.0, -33.0]);

describe('placeMinZoom', () => {
  it('labels bigger places earlier', () => {
    expect(placeMinZoom(4_600_000, 0)).toBe(2);
    expect(placeMinZoom(2_189_878, 0)).toBe(3);
    expect(placeMinZoom(1_225_235, 0)).toBe(4);
    expect(placeMinZoom(308_308, 0)).toBe(5);
    expect(placeMinZoom(60_000, 0)).toBe(6);
    expect(placeMinZoom(39_863, 0)).toBe(7);
    expect(placeMinZoom(6_000, 0)).toBe(deepestPlaceZoom);
  });

  it('labels capitals a step earlier, national ones by zoom 4, never before the first zoom', () => {
    expect(placeMinZoom(367_752, 1)).toBe(4);
    expect(placeMinZoom(40_000, 1)).toBe(4);
    expect(placeMinZoom(7_500_000, 1)).toBe(2);
    expect(placeMinZoom(216_656, 2)).toBe(4);
    expect(placeMinZoom(4_600_000, 2)).toBe(2);
    expect(placeMinZoom(2_189_878, 2)).toBe(3);
    expect(placeMinZoom(1_225_235, 2)).toBe(3);
  });
});

describe('selectPlaces', () => {
  it('keeps towns of 5,000 and more, not sections of a city, biggest first, with their capital status', () => {
    const places = selectPlaces([dubbo, hamlet, newcastle, reservoir, canberra, sydney, gosford]);
    expect(places.map((p) => p.name)).toEqual(['Sydney', 'Canberra', 'Newcastle', 'Dubbo']);
    expect(places[0]).toEqual({
      name: 'Sydney',
      lon: 151.20732,
      lat: -33.86785,
      population: 4_627_345,
      minzoom: 2,
      capital: 2,
    });
    expect(places[1]).toMatchObject({ capital: 1, minzoom: 4 });
    expect(places[3]).toMatchObject({ capital: 0, minzoom: 7 });
  });
});

describe('tilePosition', () => {
  it('maps longitude and latitude to Web Mercator tiles', () => {
    expect(tilePosition(0, 0, 1)).toEqual([1, 1]);
    expect(tilePosition(-180, 0, 0)[0]).toBe(0);
    const [x, y] = tilePosition(151.20732, -33.86785, 6);
    // Sydney is in tile 6/58/38 (as any slippy-map tile calculator gives).
    expect([Math.floor(x), Math.floor(y)]).toEqual([58, 38]);
  });

  it('keeps the poles and the antimeridian inside the world', () => {
    const [x, y] = tilePosition(180, 90, 2);
    expect(x).toBeLessThan(4);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(tilePosition(0, -90, 2)[1]).toBeLessThan(4);
  });
});

const placeTiles = (places: ReturnType<typeof selectPlaces>, z: number, lastZoom: number) =>
  pointTiles(places.map(placePoint), z, lastZoom);
const tileNames = (tiles: ReturnType<typeof pointTiles>) =>
  Object.fromEntries([...tiles].map(([key, features]) => [key, features.map((f) => f.tags.name)]));

describe('pointTiles, with places', () => {
  const places = selectPlaces([sydney, melbourne, canberra, newcastle, dubbo]);

  it('puts in a tile only the places labelled at its zoom', () => {
    expect(tileNames(placeTiles(places, 2, 6))).toEqual({ '3/2': ['Sydney', 'Melbourne'] });
    expect(tileNames(placeTiles(places, 4, 6))).toEqual({ '14/9': ['Sydney', 'Melbourne', 'Canberra'] });
  });

  it('puts every place in the deepest tiles, which MapLibre draws on at every zoom beyond', () => {
    const tiles = placeTiles(places, 6, 6);
    expect(tileNames(tiles)).toEqual({
      '58/38': ['Sydney', 'Canberra', 'Newcastle', 'Dubbo'],
      '57/39': ['Melbourne'],
    });
    expect(tiles.get('58/38')?.[3]?.tags).toEqual({
      name: 'Dubbo',
      population: 39_863,
      minzoom: 7,
      capital: 0,
    });
  });

  it('places each point at its spot inside the tile, in tile units', () => {
    const [feature] = placeTiles(selectPlaces([sydney]), 6, 6).get('58/38') ?? [];
    const [x, y] = tilePosition(sydney.loc.coordinates[0], sydney.loc.coordinates[1], 6);
    expect(feature?.type).toBe(1);
    expect(feature?.geometry).toEqual([
      [Math.round((x - 58) * tileExtent), Math.round((y - 38) * tileExtent)],
    ]);
  });
});
