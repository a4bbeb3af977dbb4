import { render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { storeFromEvents } from '../../event-data';
import { fixSource, type FixSource } from '../fixes';
import { MapContext } from '../map-context';
import { EventsLayer } from './events-layer';
import { fakeMap } from '../../../testing/fake-map';

// MapLibre's popups need its DOM and WebGL map; none is opened here.
vi.mock('maplibre-gl', () => ({
  Popup: class {
    remove() {
      return this;
    }
  },
}));

const fixAt = (id: number, lng: number, lat: number) => ({
  id,
  type: 'ignition',
  timeAt: 1_700_000_000_000 + id,
  GPS: { valid: true, Lng: lng, Lat: lat, At: 1_700_000_000_000 + id },
});

function sourceOf(events: readonly unknown[]): FixSource {
  const store = storeFromEvents(events);
  return fixSource(store, store.rows);
}

const layerOn = (map: MapLibreMap, source: FixSource) => (
  <MapContext.Provider value={map}>
    <EventsLayer
      source={source}
      colors={new Map([['ignition', '#d32f2f']])}
      zone="UTC"
      hrefOfEvent={() => '/'}
      open={() => undefined}
      onSelectRow={() => undefined}
    />
  </MapContext.Provider>
);

describe('the events on the map', () => {
  it('hand MapLibre their circles once when shown, and again only when the rows change', () => {
    const { map, calls } = fakeMap();
    const sydney = sourceOf([fixAt(1, 151.2, -33.87), fixAt(2, 151.21, -33.87)]);
    const view = render(layerOn(map, sydney));
    // Two fixes a street apart: one cluster at this zoom.
    expect(calls.loads).toEqual([{ source: 'events', how: 'added', features: 1 }]);
    view.rerender(layerOn(map, sydney));
    expect(calls.loads).toHaveLength(1);
    view.rerender(layerOn(map, sourceOf([fixAt(1, 151.2, -33.87), fixAt(3, 144.96, -37.81)])));
    expect(calls.loads.at(-1)).toEqual({ source: 'events', how: 'setData', features: 2 });
    expect(calls.layers.slice(-3)).toEqual(['event-clusters', 'event-cluster-count', 'event-points']);
  });
});
