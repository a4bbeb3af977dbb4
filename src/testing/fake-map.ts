import type { Map as MapLibreMap } from 'maplibre-gl';
import { vi } from 'vitest';

/** What a layer asked of the map: each source's data as handed to MapLibre's worker, and the layers' order. */
export interface MapCalls {
  /** Each time a source's data went to the worker: added with it, or replaced. */
  loads: { source: string; how: 'added' | 'setData'; features: number }[];
  /** The layers on the map, bottom first. */
  layers: string[];
}

/**
 * A stand-in for a MapLibre map, for layer components under jsdom (which has no WebGL): records every
 * load of a source's data, as each costs MapLibre's one worker a load of every tile in view.
 */
export function fakeMap(baseLayers: readonly string[] = ['land', 'roads', 'places']): {
  map: MapLibreMap;
  calls: MapCalls;
} {
  const calls: MapCalls = { loads: [], layers: [...baseLayers] };
  const sources = new Set<string>();
  const count = (data: unknown) => (data as { features?: unknown[] }).features?.length ?? 0;
  const map = {
    addSource: (id: string, spec: { data: unknown }) => {
      sources.add(id);
      calls.loads.push({ source: id, how: 'added', features: count(spec.data) });
    },
    getSource: (id: string) =>
      sources.has(id)
        ? {
            setData: (data: unknown) =>
              calls.loads.push({ source: id, how: 'setData', features: count(data) }),
          }
        : undefined,
    removeSource: (id: string) => sources.delete(id),
    addLayer: (layer: { id: string }, before?: string) => {
      const at = before === undefined ? -1 : calls.layers.indexOf(before);
      if (at < 0) calls.layers.push(layer.id);
      else calls.layers.splice(at, 0, layer.id);
    },
    getLayer: (id: string) => (calls.layers.includes(id) ? { id } : undefined),
    removeLayer: (id: string) => calls.layers.splice(calls.layers.indexOf(id), 1),
    getLayersOrder: () => [...calls.layers],
    getLayoutProperty: () => undefined,
    getFontFaces: () => null,
    setPaintProperty: vi.fn(),
    getZoom: () => 5,
    getBounds: () => ({ getWest: () => 110, getSouth: () => -45, getEast: () => 155, getNorth: () => -10 }),
    getMaxZoom: () => 22,
    getCanvas: () => document.createElement('canvas'),
    getContainer: () => document.createElement('div'),
    on: vi.fn(),
    off: vi.fn(),
    dragPan: { enable: vi.fn(), disable: vi.fn() },
    style: {},
  };
  return { map: map as unknown as MapLibreMap, calls };
}
