import type { Map as MapLibreMap } from 'maplibre-gl';
import { describe, expect, it, vi } from 'vitest';
import { describePlaces, renderedPlaceNames } from './place-names';

const place = (name: string, population: number) => ({ properties: { name, population } });

describe('describePlaces', () => {
  it('names the drawn places, most populous first, each once', () => {
    expect(
      describePlaces([place('Newcastle', 308_308), place('Sydney', 4_627_345), place('Newcastle', 308_308)]),
    ).toBe('Places on the map: Sydney, Newcastle.');
  });

  it('says how many more there are past the limit', () => {
    const places = ['A', 'B', 'C', 'D'].map((name, i) => place(name, 100 - i));
    expect(describePlaces(places, 2)).toBe('Places on the map: A, B, and 2 more.');
  });

  it('is null when no place is labelled, and skips features without a name', () => {
    expect(describePlaces([])).toBeNull();
    expect(describePlaces([{ properties: { population: 5 } }])).toBeNull();
  });
});

describe('renderedPlaceNames', () => {
  it('asks the map for the labels of its place layers', () => {
    const queryRenderedFeatures = vi.fn(() => [place('Sydney', 4_627_345)]);
    const map = { getLayer: () => ({}), queryRenderedFeatures } as unknown as MapLibreMap;
    expect(renderedPlaceNames(map)).toBe('Places on the map: Sydney.');
    expect(queryRenderedFeatures).toHaveBeenCalledWith({ layers: ['place-cities', 'place-towns'] });
  });

  it('does not query a remote style, which has no such layers', () => {
    const queryRenderedFeatures = vi.fn(() => []);
    const map = { getLayer: () => undefined, queryRenderedFeatures } as unknown as MapLibreMap;
    expect(renderedPlaceNames(map)).toBeNull();
    expect(queryRenderedFeatures).not.toHaveBeenCalled();
  });
});
