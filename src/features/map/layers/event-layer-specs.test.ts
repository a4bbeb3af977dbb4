import { describe, expect, it } from 'vitest';
import { offlineStyle } from '../style/offline-style';
import { countFont } from './event-layer-specs';

describe('countFont', () => {
  it("draws the clusters' counts in the offline map's own font", () => {
    const style = offlineStyle('light', '/');
    expect(countFont(style['font-faces'] ?? null, () => [])).toEqual(['Noto Sans SemiBold']);
  });

  it("draws them under a remote style in the font of the style's own labels, which its glyphs serve", () => {
    const labels = [
      ['step', ['zoom'], ['literal', ['A']], 8, ['literal', ['B']]],
      undefined,
      ['Open Sans Bold', 'Arial Unicode MS Bold'],
      ['Other'],
    ];
    expect(countFont(null, () => labels)).toEqual(['Open Sans Bold', 'Arial Unicode MS Bold']);
    expect(countFont({ 'Some Face': [] }, () => [])).toEqual(['sans-serif']);
  });
});
