/// <reference types="vite/client" />
import 'maplibre-gl/dist/maplibre-gl.css';
// The app's own base map style and view options: the baseline draws what the app's map draws beneath its layers.
import { fitOptions } from '../../src/features/map/fit-options';
import { offlineStyle } from '../../src/features/map/style/offline-style';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

/**
 * The map baseline: MapLibre alone, with the app's base map style, opened at the same view and size as the
 * app's map, nothing on it. Its first idle in the same Chromium is what the software renderer costs on its
 * own; the app's map first idle less this is what the app adds (its chunk, React, its layers).
 */
declare global {
  interface Window {
    /** Milliseconds from the call (MapLibre's module not yet loaded) to the map's first idle. */
    showBaseMap: (bounds: [number, number, number, number], width: number, height: number) => Promise<number>;
  }
}

window.showBaseMap = async (bounds, width, height) => {
  const started = performance.now();
  // Loaded here, as the app loads its map's chunk on the click: the module's load and evaluation count.
  const { Map: MapLibreMap, setWorkerUrl } = await import('maplibre-gl');
  setWorkerUrl(workerUrl);
  const container = document.getElementById('map') as HTMLDivElement;
  container.style.width = `${width}px`;
  container.style.height = `${height}px`;
  const map = new MapLibreMap({
    container,
    style: offlineStyle('light', `${window.location.origin}/`),
    bounds,
    fitBoundsOptions: fitOptions,
    attributionControl: false,
  });
  await new Promise<void>((resolve) => map.once('idle', () => resolve()));
  return performance.now() - started;
};
