import { render } from '@testing-library/react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { MapContext } from '../map-context';
import { FitBounds } from './fit-bounds';

const nsw: [number, number, number, number] = [141, -37.5, 153.6, -28.2];

/** A map showing `center` at `zoom`, for which a fit to any bounds is `fitted`. */
function mapAt(center: { lng: number; lat: number }, zoom: number) {
  const map = {
    cameraForBounds: () => ({ center: { lng: 147.3, lat: -32.85 }, zoom: 5.2 }),
    getCenter: () => center,
    getZoom: () => zoom,
    fitBounds: vi.fn(),
  };
  return map;
}

const fitOn = (map: object, fitKey: string) => (
  <MapContext.Provider value={map as MapLibreMap}>
    <FitBounds bounds={nsw} fitKey={fitKey} />
  </MapContext.Provider>
);

describe('fitting the map to the events', () => {
  it('leaves a map that already shows them as a fit would (it opened there)', () => {
    const map = mapAt({ lng: 147.3, lat: -32.85 }, 5.2);
    render(fitOn(map, 'week'));
    expect(map.fitBounds).not.toHaveBeenCalled();
  });

  it('fits a map that shows somewhere else, again for each new query', () => {
    const map = mapAt({ lng: 134, lat: -25 }, 2);
    const view = render(fitOn(map, 'week'));
    view.rerender(fitOn(map, 'week'));
    view.rerender(fitOn(map, 'next week'));
    expect(map.fitBounds).toHaveBeenCalledTimes(2);
  });
});
