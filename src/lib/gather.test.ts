import { describe, expect, it } from 'vitest';
import { gatherInto, warmUpGather } from './gather';

describe('gatherInto', () => {
  it('picks each value at its position, into the array it is given', () => {
    const out = new Float64Array(3);
    expect(gatherInto(out, Float64Array.of(0.5, 1.5, Number.NaN), Uint32Array.of(2, 0, 1))).toBe(out);
    expect(Array.from(out)).toEqual([Number.NaN, 0.5, 1.5]);
    expect(Array.from(gatherInto(new Uint32Array(2), Uint32Array.of(7, 8, 9), [2, 2]))).toEqual([9, 9]);
  });

  it('warms up without touching anything of the caller', () => {
    expect(() => warmUpGather()).not.toThrow();
  });
});
