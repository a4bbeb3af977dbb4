import { render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { MapContext } from '../map-context';
import { SelectionLayer } from './selection-layer';

// MapLibre needs WebGL, which jsdom has not: a marker that records where it is and whether it is shown.
const { markers, FakeMarker } = vi.hoisted(() => {
  const made: { at: [number, number] | null; shown: boolean }[] = [];
  class Fake {
    at: [number, number] | null = null;
    shown = false;
    constructor() {
      made.push(this);
    }
    setLngLat(at: [number, number]) {
      this.at = [at[0], at[1]];
      return this;
    }
    addTo() {
      this.shown = true;
      return this;
    }
    remove() {
      this.shown = false;
      return this;
    }
  }
  return { markers: made, FakeMarker: Fake };
});
vi.mock('maplibre-gl', () => ({ Marker: FakeMarker }));

/**
 * A map that counts what makes MapLibre draw every layer again (new data, layers, paint): with a replay
 * of 10,000 fixes on it, each such redraw took about 100 ms of software rendering in the bench.
 */
function fakeMap(inView = true) {
  const redraws: string[] = [];
  const count = (name: string) => () => redraws.push(name);
  const map = {
    addSource: count('addSource'),
    addLayer: count('addLayer'),
    setPaintProperty: count('setPaintProperty'),
    triggerRepaint: count('triggerRepaint'),
    getSource: () => ({ setData: count('setData') }),
    getLayer: () => undefined,
    removeLayer: () => undefined,
    removeSource: () => undefined,
    getStyle: () => ({ layers: [], sources: {} }),
    getBounds: () => ({ contains: () => inView }),
    easeTo: vi.fn(),
  };
  return { map: map as unknown as MapLibreMap, redraws, easeTo: map.easeTo };
}

const layerOn = (map: MapLibreMap, position: [number, number] | null, recentre = true) => (
  <MapContext.Provider value={map}>
    <SelectionLayer position={position} recentre={recentre} />
  </MapContext.Provider>
);

describe('the selected event on the map', () => {
  it('is a ring that moves to each newly selected event without the map drawing its layers again', () => {
    markers.length = 0;
    const { map, redraws, easeTo } = fakeMap();
    const view = render(layerOn(map, [151.2, -33.8]));
    const ring = markers.at(-1);
    const seen = [{ at: ring?.at, shown: ring?.shown }];
    // The same place again (a new array each render of the map), then the next event of a replay.
    view.rerender(layerOn(map, [151.2, -33.8]));
    view.rerender(layerOn(map, [151.25, -33.85]));
    seen.push({ at: ring?.at, shown: ring?.shown });
    view.rerender(layerOn(map, null));
    seen.push({ at: ring?.at, shown: ring?.shown });
    expect(redraws).toEqual([]);
    expect(seen).toEqual([
      { at: [151.2, -33.8], shown: true },
      { at: [151.25, -33.85], shown: true },
      { at: [151.25, -33.85], shown: false },
    ]);
    expect(easeTo).not.toHaveBeenCalled();
    view.unmount();
  });

  it('brings an event selected outside the view into it', () => {
    markers.length = 0;
    const { map, easeTo } = fakeMap(false);
    render(layerOn(map, [174.7, -36.8]));
    expect(easeTo).toHaveBeenCalledWith({ center: [174.7, -36.8] });
  });

  it('leaves the camera to a replay: the events it selects elsewhere do not move the map', () => {
    markers.length = 0;
    const { map, easeTo } = fakeMap(false);
    const view = render(layerOn(map, [144.9, -37.8], false));
    view.rerender(layerOn(map, [151.2, -33.8], false));
    expect(easeTo).not.toHaveBeenCalled();
    expect(markers.at(-1)).toMatchObject({ at: [151.2, -33.8], shown: true });
  });
});
