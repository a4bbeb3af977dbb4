import { describe, expect, it } from 'vitest';
import { radixOrder } from './radix-order';

/** What a stable comparator sort gives: absent (NaN) last either way, equal keys in their first order. */
const reference = (keys: Float64Array, desc: boolean) =>
  Array.from(keys, (_, i) => i).sort((a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    if (Number.isNaN(ka) || Number.isNaN(kb))
      return Number(Number.isNaN(ka)) - Number(Number.isNaN(kb)) || a - b;
    return (desc ? kb - ka : ka - kb) || a - b;
  });

describe('radixOrder', () => {
  it('orders negatives, zeros, fractions and huge values, absent last, stable among equals', () => {
    const keys = Float64Array.from([3, -1.5, NaN, 0, 1e300, -0, 3, -1e300, 2.25, NaN, 3]);
    expect([...radixOrder(keys, false)]).toEqual([7, 1, 3, 5, 8, 0, 6, 10, 4, 2, 9]);
    expect([...radixOrder(keys, true)]).toEqual([4, 0, 6, 10, 8, 3, 5, 1, 7, 2, 9]);
  });

  it('agrees with a stable comparator sort on random data', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const keys = Float64Array.from({ length: 20_000 }, () =>
      random() < 0.05 ? NaN : Math.round((random() - 0.5) * 1e6) / 8,
    );
    expect([...radixOrder(keys, false)]).toEqual(reference(keys, false));
    expect([...radixOrder(keys, true)]).toEqual(reference(keys, true));
  });

  it('orders whole numbers (times, ids, ranks) the same way, including ranges wider than 32 bits', () => {
    let seed = 5;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const spans = [100, 70_000, 6e8, 2 ** 40];
    for (const span of spans) {
      const keys = Float64Array.from({ length: 10_000 }, () =>
        random() < 0.05 ? NaN : 1_763_000_000_000 + Math.round((random() - 0.5) * span),
      );
      for (const desc of [false, true]) expect([...radixOrder(keys, desc)]).toEqual(reference(keys, desc));
    }
    expect([...radixOrder(Float64Array.from([-3, 2, -0, 0, -3]), false)]).toEqual([0, 4, 2, 3, 1]);
    expect([...radixOrder(new Float64Array(0), true)]).toEqual([]);
  });

  it('orders coordinates of six and seven decimals, and falls back for more', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const [span, decimals] of [
      [0.5, 6],
      [360, 7],
      [360, 8],
    ] as const) {
      const keys = Float64Array.from({ length: 10_000 }, () =>
        random() < 0.05 ? NaN : Number(((random() - 0.5) * span).toFixed(decimals)),
      );
      for (const desc of [false, true]) expect([...radixOrder(keys, desc)]).toEqual(reference(keys, desc));
    }
  });
});
