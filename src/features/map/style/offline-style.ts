import type {
  ExpressionSpecification,
  FontFacesSpecification,
  StyleSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import { offlineFonts } from './offline-fonts';

const palettes = {
  light: {
    water: '#d4e4f0',
    land: '#f4f2ec',
    border: '#a09a8c',
    text: '#333333',
    city: '#1f2328',
    town: '#4b4f56',
    country: '#857d6e',
    halo: '#f4f2ecd9',
  },
  dark: {
    water: '#1b2633',
    land: '#2e3239',
    border: '#6b7280',
    text: '#e5e7eb',
    city: '#f3f4f6',
    town: '#c3c7ce',
    country: '#a3aab5',
    halo: '#2e3239d9',
  },
};

/** The zoom of the deepest tiles that `scripts/build-basemap.mjs` writes; MapLibre draws on them beyond it. */
export const offlineMaxZoom = 6;

/** Places labelled from this zoom or earlier are cities (bolder, larger, placed first); the rest towns. */
export const cityMaxMinzoom = 5;

/** The style's layers that label places: `place-names.ts` reads what they drew. */
export const placeLayerIds = ['place-cities', 'place-towns'] as const;

/** Every layer whose text is a feature's name: worded in the page's language (layers/label-language.tsx). */
export const labelLayerIds = ['country-names', ...placeLayerIds] as const;

// A place or country is labelled from its own `minzoom` (set by the build, by population and capital status) on.
const labelledNow: ExpressionSpecification = ['<=', ['get', 'minzoom'], ['zoom']];
// MapLibre places the symbols with the lowest key first: the most populous place wins a crowded spot.
const biggestFirst: ExpressionSpecification = ['-', 0, ['get', 'population']];

// A label sits on its place unless something drawn first (a cluster's count) is there: it then moves
// beside it, clear of the cluster's circle, rather than vanish.
const dodgeClusters = {
  'text-variable-anchor-offset': [
    'center',
    [0, 0],
    'top',
    [0, 2.2],
    'bottom',
    [0, -2.2],
    'left',
    [2.4, 0],
    'right',
    [-2.4, 0],
  ],
} satisfies SymbolLayerSpecification['layout'];

function fontFaces(baseUrl: string): FontFacesSpecification {
  return Object.fromEntries(
    Object.entries(offlineFonts).map(([name, files]) => [
      name,
      files.map(({ file, unicodeRange }) => ({
        url: `${baseUrl}basemap/fonts/${file}`,
        'unicode-range': unicodeRange,
      })),
    ]),
  );
}

/**
 * The base map shipped with the app: Natural Earth land, borders and countries and GeoNames cities and towns as
 * vector tiles among the app's own files, no network beyond them. Labels are drawn by MapLibre from the
 * Noto Sans files the app ships (`font-faces`), so no glyph server is needed.
 */
export function offlineStyle(mode: 'light' | 'dark', baseUrl: string): StyleSpecification {
  const colors = palettes[mode];
  const halo = { 'text-halo-color': colors.halo, 'text-halo-width': 1.5, 'text-halo-blur': 0.5 };
  return {
    version: 8,
    name: `Offline (${mode})`,
    'font-faces': fontFaces(baseUrl),
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${baseUrl}basemap/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: offlineMaxZoom,
        attribution: 'Natural Earth; places: GeoNames (CC BY 4.0)',
      },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'land',
        paint: { 'fill-color': colors.land },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: {
          'line-color': colors.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 10, 1.5],
        },
      },
      {
        id: 'country-names',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'countries',
        // Closer in, the cities say where the view is; a country's name would only cover them.
        maxzoom: 7,
        filter: labelledNow,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Noto Sans Regular'],
          'text-transform': 'uppercase',
          'text-letter-spacing': 0.1,
          'text-size': ['interpolate', ['linear'], ['zoom'], 1, 10, 6, 14],
          'text-max-width': 8,
          'text-padding': 8,
          'symbol-sort-key': ['-', 0, ['get', 'area']],
        },
        paint: { 'text-color': colors.country, ...halo },
      },
      {
        id: 'place-towns',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'places',
        filter: ['all', ['>', ['get', 'minzoom'], cityMaxMinzoom], labelledNow],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Noto Sans Regular'],
          'text-size': ['interpolate', ['linear'], ['zoom'], 6, 11, 12, 14],
          'text-padding': 4,
          'symbol-sort-key': biggestFirst,
          ...dodgeClusters,
        },
        paint: { 'text-color': colors.town, ...halo },
      },
      {
        id: 'place-cities',
        type: 'symbol',
        source: 'basemap',
        'source-layer': 'places',
        filter: ['all', ['<=', ['get', 'minzoom'], cityMaxMinzoom], labelledNow],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': ['Noto Sans SemiBold'],
          'text-size': [
            'interpolate',
            ['linear'],
            ['zoom'],
            2,
            ['case', ['==', ['get', 'capital'], 1], 12, 11],
            8,
            ['case', ['==', ['get', 'capital'], 1], 17, 15],
          ],
          'text-padding': 6,
          'symbol-sort-key': biggestFirst,
          ...dodgeClusters,
        },
        paint: { 'text-color': colors.city, ...halo },
      },
    ],
  };
}
