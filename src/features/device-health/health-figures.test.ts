import { describe, expect, it } from 'vitest';
import { sortHealth } from './health-figures';
import type { EntityHealth } from './health-types';

const row = (id: number, score: number, delayWorst: number) => ({ id, score, delayWorst }) as EntityHealth;

describe('sortHealth', () => {
  const table = [row(1, 2, 60_000), row(2, 9, NaN), row(3, 5, -600_000)];

  it('sorts on any figure either way, figures without a value last', () => {
    expect(sortHealth(table, { by: 'score', descending: true }).map((h) => h.id)).toEqual([2, 3, 1]);
    expect(sortHealth(table, { by: 'entity', descending: false }).map((h) => h.id)).toEqual([1, 2, 3]);
    expect(sortHealth(table, { by: 'delayWorst', descending: false }).map((h) => h.id)).toEqual([1, 3, 2]);
  });

  it('takes the worst delay by its size, a clock ahead as bad as delivery as late', () => {
    expect(sortHealth(table, { by: 'delayWorst', descending: true }).map((h) => h.id)).toEqual([3, 1, 2]);
  });
});
