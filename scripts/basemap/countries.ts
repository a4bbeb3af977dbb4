/**
 * Country names for the offline base map, from Natural Earth's countries (the `world-atlas` package): each
 * labelled inside its largest piece of land, from a zoom that depends on its size. Pure, so it is tested.
 */
import type { FeatureCollection, GeoJsonProperties, Geometry, Position } from 'geojson';
// A CommonJS package: Node gives its exports as the default one only.
import isoCountries from 'i18n-iso-countries';
import polylabel from 'polylabel';
import { continuousRing } from './antimeridian.ts';
import type { LabelPoint } from './point-tiles.ts';

/** Area of a ring in square degrees of latitude, corrected for longitude's shrinking towards the poles. */
export function ringArea(ring: readonly Position[]): number {
  let twice = 0;
  let latitudes = 0;
  for (let i = 0; i < ring.length; i += 1) {
    const [x1 = 0, y1 = 0] = ring[i] ?? [];
    const [x2 = 0, y2 = 0] = ring[(i + 1) % ring.length] ?? [];
    twice += x1 * y2 - x2 * y1;
    latitudes += y1;
  }
  const meanLatitude = ring.length > 0 ? latitudes / ring.length : 0;
  return (Math.abs(twice) / 2) * Math.cos((meanLatitude * Math.PI) / 180);
}

/**
 * The zoom from which a country is named, by the area of its largest piece: Russia, Canada or Australia
 * on a view of the world, a small island state only on a view of its region.
 */
const zoomByArea: [area: number, zoom: number][] = [
  [250, 0],
  [40, 2],
  [8, 3],
  [1, 4],
];
const smallestCountryZoom = 5;

export function countryMinZoom(area: number): number {
  return zoomByArea.find(([least]) => area >= least)?.[1] ?? smallestCountryZoom;
}

type Countries = FeatureCollection<Geometry | null, GeoJsonProperties>;

/**
 * The languages the app speaks besides English, as the tiles' properties name them: Natural Earth's
 * countries in `world-atlas` carry only an English `name`, but their id is the ISO 3166 number, by which
 * `i18n-iso-countries` gives each country's name in Spanish and Portuguese. The style reads these
 * (label-language.ts) and falls back to `name` where one is missing.
 */
const labelLanguages = { name_es: 'es', name_pt: 'pt' } as const;

function localNames(id: string | number | undefined): Partial<Record<keyof typeof labelLanguages, string>> {
  if (id === undefined) return {};
  const names: Partial<Record<keyof typeof labelLanguages, string>> = {};
  for (const [key, language] of Object.entries(labelLanguages) as [keyof typeof labelLanguages, string][]) {
    const name = isoCountries.getName(id, language);
    if (name) names[key] = name;
  }
  return names;
}

/** One label point per named country, the largest countries first. */
export function countryLabels(countries: Countries): LabelPoint[] {
  const labels: (LabelPoint & { area: number })[] = [];
  for (const { geometry, properties, id } of countries.features) {
    const name: unknown = properties?.name;
    if (typeof name !== 'string' || name.trim() === '') continue;
    const polygons =
      geometry?.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry?.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    let largest: Position[][] | undefined;
    let area = 0;
    for (const piece of polygons) {
      const polygon = piece.map(continuousRing);
      const polygonArea = ringArea(polygon[0] ?? []);
      if (polygonArea > area) [largest, area] = [polygon, polygonArea];
    }
    if (!largest) continue;
    // Natural Earth's positions are [lon, lat] pairs; polylabel's types ask for pairs, GeoJSON's say number[].
    const rings = largest.map((ring) => ring.map(([lon = 0, lat = 0]): [number, number] => [lon, lat]));
    const [x, lat] = polylabel(rings, 0.05);
    const lon = ((((x + 180) % 360) + 360) % 360) - 180;
    const minzoom = countryMinZoom(area);
    labels.push({
      lon,
      lat,
      minzoom,
      area,
      tags: { name: name.trim(), ...localNames(id), minzoom, area: Math.round(area * 100) / 100 },
    });
  }
  return labels
    .sort((a, b) => b.area - a.area)
    .map(({ lon, lat, minzoom, tags }) => ({ lon, lat, minzoom, tags }));
}
