import { describe, expect, it } from 'vitest';
import { offlineStyle } from '../style/offline-style';
import { countFont } from './event-layer-specs';

describe('countFont', () => {
  it("draws the clusters' counts in the offline map's own font, and in the browser's under a remote style", () => {
    expect(countFont(offlineStyle('light', '/')['font-faces'] ?? null)).toEqual(['Noto Sans SemiBold']);
    expect(countFont(null)).toEqual(['sans-serif']);
    expect(countFont({ 'Open Sans': [] })).toEqual(['sans-serif']);
  });
});
