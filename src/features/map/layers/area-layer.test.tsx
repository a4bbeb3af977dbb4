import { render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import type { GeoArea } from '../../event-url';
import { MapContext } from '../map-context';
import { AreaLayer } from './area-layer';
import { fakeMap } from '../../../testing/fake-map';

const sydney: GeoArea = { west: 150.9, south: -34.0, east: 151.3, north: -33.7 };

const layerOn = (map: MapLibreMap, area: GeoArea | null, drawing = false) => (
  <MapContext.Provider value={map}>
    <AreaLayer area={area} drawing={drawing} onDrawn={() => undefined} />
  </MapContext.Provider>
);

describe('the "who was here" area on the map', () => {
  it('costs the map nothing while there is no area and none is drawn', () => {
    const { map, calls } = fakeMap();
    const view = render(layerOn(map, null));
    view.rerender(layerOn(map, null));
    expect(calls.loads).toEqual([]);
    expect(calls.layers).toEqual(['land', 'roads', 'places']);
  });

  it('is drawn with its first data once, beneath the events', () => {
    const { map, calls } = fakeMap(['land', 'places', 'trip-lines', 'event-clusters', 'event-points']);
    render(layerOn(map, sydney));
    expect(calls.loads).toEqual([{ source: 'area', how: 'added', features: 1 }]);
    expect(calls.layers).toEqual([
      'land',
      'places',
      'area-fill',
      'area-line',
      'trip-lines',
      'event-clusters',
      'event-points',
    ]);
  });

  it('comes when drawing starts, follows the area, and goes when neither is left', () => {
    const { map, calls } = fakeMap();
    const view = render(layerOn(map, null));
    view.rerender(layerOn(map, null, true));
    view.rerender(layerOn(map, sydney, false));
    // The URL read again: the same area in a new object.
    view.rerender(layerOn(map, { ...sydney }, false));
    expect(calls.loads).toEqual([
      { source: 'area', how: 'added', features: 0 },
      { source: 'area', how: 'setData', features: 1 },
    ]);
    view.rerender(layerOn(map, null));
    expect(calls.layers).toEqual(['land', 'roads', 'places']);
  });
});
