import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlineFonts } from '../../src/features/map/style/offline-fonts.ts';

const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans/package.json'));

/** Each file's unicode-range as fontsource's stylesheets for the weight declare it. */
function declaredRanges(weight: number): Map<string, string[]> {
  const css = readFileSync(join(fontsource, `${weight}.css`), 'utf8');
  const ranges = new Map<string, string[]>();
  for (const [, file, range] of css.matchAll(
    /url\(\.\/files\/([\w-]+\.woff2)\)[^;]*;\s*unicode-range:\s*([^;]+);/g,
  ))
    if (file && range)
      ranges.set(
        file,
        range.split(',').map((r) => r.trim()),
      );
  return ranges;
}

describe('offline fonts', () => {
  it.each([
    ['Noto Sans Regular', 400],
    ['Noto Sans SemiBold', 600],
  ] as const)('%s names files of weight %i that the package ships, with its ranges', (name, weight) => {
    const declared = declaredRanges(weight);
    expect(declared.size).toBeGreaterThan(3);
    for (const { file, unicodeRange } of offlineFonts[name]) {
      expect(file).toContain(`-${weight}-normal`);
      expect(existsSync(join(fontsource, 'files', file))).toBe(true);
      expect(unicodeRange).toEqual(declared.get(file));
    }
  });

  it('covers Latin with its extensions and Vietnamese, where place names are written', () => {
    const files = offlineFonts['Noto Sans Regular'].map((f) => f.file);
    expect(files).toEqual([
      'noto-sans-latin-400-normal.woff2',
      'noto-sans-latin-ext-400-normal.woff2',
      'noto-sans-vietnamese-400-normal.woff2',
    ]);
  });
});
