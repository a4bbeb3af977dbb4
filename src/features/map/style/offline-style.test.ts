import {
  featureFilter,
  type FilterSpecification,
  type SymbolLayerSpecification,
  validateStyleMin,
} from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { offlineFontFiles } from './offline-fonts';
import { offlineStyle, placeLayerIds } from './offline-style';

const base = 'https://app.example.test/fleet/';

function placeLayer(id: (typeof placeLayerIds)[number]): SymbolLayerSpecification {
  const layer = offlineStyle('light', base).layers.find((l) => l.id === id);
  if (layer?.type !== 'symbol') throw new Error(`no symbol layer ${id}`);
  return layer;
}

/** The place layers that label a place at a zoom, as MapLibre evaluates their filters. */
function labelledBy(place: { minzoom: number; population: number; capital: number }, zoom: number) {
  return placeLayerIds.filter((id) =>
    featureFilter(placeLayer(id).filter as FilterSpecification, 'filter').filter(
      { zoom },
      { type: 1, properties: { name: 'X', ...place } },
    ),
  );
}

describe('offlineStyle', () => {
  it.each(['light', 'dark'] as const)('is a valid MapLibre style in %s mode', (mode) => {
    expect(validateStyleMin(offlineStyle(mode, base))).toEqual([]);
  });

  it('reads its tiles and fonts from the app, under its base path', () => {
    const style = offlineStyle('light', base);
    expect(style.sources.basemap).toMatchObject({ tiles: [`${base}basemap/tiles/{z}/{x}/{y}.pbf`] });
    const urls = Object.values(style['font-faces'] ?? {}).flatMap((faces) =>
      (Array.isArray(faces) ? faces : [faces]).map((face) => (typeof face === 'string' ? face : face.url)),
    );
    expect(urls.sort()).toEqual(offlineFontFiles.map((file) => `${base}basemap/fonts/${file}`).sort());
    expect(style.glyphs).toBeUndefined();
  });

  it('draws every label with a font it ships', () => {
    const style = offlineStyle('dark', base);
    const symbols = style.layers.filter((l) => l.type === 'symbol');
    expect(symbols.map((l) => l.id)).toEqual(['country-names', ...placeLayerIds.toReversed()]);
    for (const layer of symbols) {
      const fonts = layer.layout?.['text-font'];
      expect(fonts).toEqual([expect.any(String)]);
      expect(Object.keys(style['font-faces'] ?? {})).toContain((fonts as string[])[0]);
    }
  });

  it('names a country from its own zoom until the cities take over', () => {
    const countries = offlineStyle('light', base).layers.find((l) => l.id === 'country-names');
    if (countries?.type !== 'symbol') throw new Error('no country names');
    const named = (minzoom: number, zoom: number) =>
      featureFilter(countries.filter as FilterSpecification, 'filter').filter(
        { zoom },
        { type: 1, properties: { name: 'Australia', minzoom, area: 633 } },
      );
    expect(named(1, 1)).toBe(true);
    expect(named(3, 2)).toBe(false);
    expect(named(3, 3)).toBe(true);
    expect(countries.maxzoom).toBe(7);
  });

  it('labels each place from its own zoom on: cities in the cities layer, towns in the towns layer', () => {
    const sydney = { minzoom: 2, population: 4_627_345, capital: 2 };
    const newcastle = { minzoom: 5, population: 308_308, capital: 0 };
    const dubbo = { minzoom: 7, population: 39_863, capital: 0 };
    expect(labelledBy(sydney, 1)).toEqual([]);
    expect(labelledBy(sydney, 2)).toEqual(['place-cities']);
    expect(labelledBy(newcastle, 4)).toEqual([]);
    expect(labelledBy(newcastle, 5)).toEqual(['place-cities']);
    expect(labelledBy(dubbo, 6)).toEqual([]);
    expect(labelledBy(dubbo, 7)).toEqual(['place-towns']);
    expect(labelledBy(dubbo, 12)).toEqual(['place-towns']);
  });

  it('has light and dark variants whose labels stand out from the land', () => {
    const colors = (mode: 'light' | 'dark') => {
      const layers = offlineStyle(mode, base).layers;
      const land = layers.find((l) => l.id === 'land');
      const label = layers.find((l) => l.id === 'place-cities');
      return {
        land: land?.type === 'fill' ? land.paint?.['fill-color'] : undefined,
        text: label?.type === 'symbol' ? label.paint?.['text-color'] : undefined,
      };
    };
    const light = colors('light');
    const dark = colors('dark');
    expect(light.land).not.toEqual(dark.land);
    expect(light.text).not.toEqual(dark.text);
    expect(luminance(String(light.text))).toBeLessThan(luminance(String(light.land)));
    expect(luminance(String(dark.text))).toBeGreaterThan(luminance(String(dark.land)));
  });
});

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
