import type { StyleSpecification } from 'maplibre-gl';

const palettes = {
  light: { water: '#d4e4f0', land: '#f4f2ec', border: '#a09a8c', text: '#333333' },
  dark: { water: '#1b2633', land: '#2e3239', border: '#6b7280', text: '#e5e7eb' },
};

/** The zoom of the deepest tiles that `scripts/build-basemap.mjs` writes; MapLibre draws on them beyond it. */
export const offlineMaxZoom = 6;

/**
 * The base map shipped with the app: Natural Earth land and borders as vector tiles among the app's own
 * files, no network beyond them. No `glyphs`: MapLibre then draws text with the browser's own fonts.
 */
export function offlineStyle(mode: 'light' | 'dark', baseUrl: string): StyleSpecification {
  const colors = palettes[mode];
  return {
    version: 8,
    name: `Offline (${mode})`,
    sources: {
      basemap: {
        type: 'vector',
        tiles: [`${baseUrl}basemap/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: offlineMaxZoom,
        attribution: 'Natural Earth',
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
    ],
  };
}

export const offlineTextColor = (mode: 'light' | 'dark') => palettes[mode].text;
