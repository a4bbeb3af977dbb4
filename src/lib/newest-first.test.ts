import { describe, expect, it } from 'vitest';
import { goesFirst, newestFirstOrder } from './newest-first';

describe('newest first', () => {
  it('orders by time descending, then by id descending', () => {
    const times = new Float64Array([10, 30, 20, 30]);
    const ids = new Float64Array([1, 2, 3, 5]);
    expect(Array.from(newestFirstOrder(times, ids))).toEqual([3, 1, 2, 0]);
    expect(goesFirst(30, 5, 30, 2)).toBe(true);
    expect(goesFirst(20, 9, 30, 2)).toBe(false);
  });
});
