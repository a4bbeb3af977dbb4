import type { StyleSpecification } from 'maplibre-gl';

const palettes = {
  light: { water: '#d4e4f0', land: '#f4f2ec', border: '#a09a8c', text: '#333333' },
  dark: { water: '#1b2633', land: '#2e3239', border: '#6b7280', text: '#e5e7eb' },
};

/**
 * The base map shipped with the app: Natural Earth land and borders, no tiles, no network beyond the
 * app's own files. No `glyphs`: MapLibre then draws text with the browser's own fonts.
 */
export function offlineStyle(mode: 'light' | 'dark', baseUrl: string): StyleSpecification {
  const colors = palettes[mode];
  return {
    version: 8,
    name: `Offline (${mode})`,
    sources: {
      land: { type: 'geojson', data: `${baseUrl}basemap/land.geojson`, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: `${baseUrl}basemap/borders.geojson` },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': colors.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colors.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': colors.border,
          'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 10, 1.5],
        },
      },
    ],
  };
}

export const offlineTextColor = (mode: 'light' | 'dark') => palettes[mode].text;
