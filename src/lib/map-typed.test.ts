import { describe, expect, it } from 'vitest';
import { mapTyped } from './map-typed';

describe('mapTyped', () => {
  it('maps each value with its index into the kind asked for, as `from` would', () => {
    const source = Uint32Array.from([3, 0, 7]);
    const fn = (value: number, index: number) => (value === 0 ? Number.NaN : value * 10 + index);
    const mapped = mapTyped(Float64Array, source, fn);
    expect(mapped).toBeInstanceOf(Float64Array);
    expect(mapped).toEqual(Float64Array.from(source, fn));
    expect(mapTyped(Uint32Array, [1.5, 2], (value) => value * 2)).toEqual(Uint32Array.from([3, 4]));
  });
});
