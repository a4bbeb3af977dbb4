import { describe, expect, it } from 'vitest';
import { Dictionary } from './dictionary';
import type { PoolDelta } from './intern';

const delta = (strings: string[], stringBase: number, numbers: number[] = [], numberBase = 1): PoolDelta => ({
  strings,
  stringBase,
  numbers: Float64Array.from(numbers),
  numberBase,
  ranks: null,
});

describe('the page’s dictionary', () => {
  it('takes a delta of 200,000 strings (more than a call’s arguments may be) and reads them back', () => {
    const dictionary = new Dictionary();
    const strings = Array.from({ length: 200_000 }, (_, i) => `location ${i}`);
    dictionary.apply(delta(strings, 1, [7, 8], 1));
    expect(dictionary.strings.length).toBe(200_001);
    expect(dictionary.string(1)).toBe('location 0');
    expect(dictionary.string(200_000)).toBe('location 199999');
    expect(dictionary.codeOf('location 123456')).toBe(123_457);
    expect(dictionary.number(2)).toBe(8);
  });

  it('changes nothing when a delta does not follow on from it, so the next right one still applies', () => {
    const dictionary = new Dictionary();
    dictionary.apply(delta(['a'], 1));
    const version = dictionary.version;
    expect(() => dictionary.apply(delta(['b'], 5))).toThrow(/disagree/);
    expect(() => dictionary.apply({ ...delta(['b'], 2), ranks: new Uint32Array(1) })).toThrow(/ranks/);
    expect([dictionary.strings, dictionary.version, dictionary.codeOf('b')]).toEqual([
      ['', 'a'],
      version,
      -1,
    ]);
    dictionary.apply(delta(['b'], 2, [4]));
    expect([dictionary.string(2), dictionary.number(1)]).toEqual(['b', 4]);
  });
});
