import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { countBuckets } from './count-buckets';

const store = storeFromEvents([
  { id: 1, type: 'ignition', timeAt: 5 },
  { id: 2, type: 'driver', timeAt: 15 },
  { id: 3, type: 'ignition', timeAt: 12 },
  { id: 4, type: 'ignition', timeAt: 29 },
  { id: 5, type: 'tyre', timeAt: 40 },
]);
const boundaries = Float64Array.from([0, 10, 20, 30]);

describe('countBuckets', () => {
  it('counts the rows per bar and type, types in name order, rows outside every bar apart', () => {
    const counted = countBuckets(store, store.rows, boundaries);
    // A type seen only outside the bars is still listed: the map colours by the same list.
    expect(counted.types).toEqual(['driver', 'ignition', 'tyre']);
    expect(counted.counts.map((c) => Array.from(c))).toEqual([
      [0, 1, 0],
      [1, 1, 1],
      [0, 0, 0],
    ]);
    expect(Array.from(counted.totals)).toEqual([1, 2, 1]);
    expect(counted).toMatchObject({ max: 2, total: 4, outside: 1 });
  });

  it('counts only the rows given, and remembers them', () => {
    const ignition = store.rows.filter((g) => store.event(g).type === 'ignition');
    const counted = countBuckets(store, ignition, boundaries);
    expect(counted.types).toEqual(['ignition']);
    expect(counted.total).toBe(3);
    expect(countBuckets(store, ignition, boundaries)).toBe(counted);
  });

  it('puts every row in its bar whatever the order: newest first, shuffled, on edges and outside', () => {
    // Times on bar edges, inside bars and outside the bars, some repeated.
    const times = Array.from({ length: 600 }, (_, i) => ((i * 37) % 330) - 10 + (i % 3 === 0 ? 0 : 0.5));
    const many = storeFromEvents(times.map((timeAt, i) => ({ id: i + 1, type: 'ignition', timeAt })));
    const edges = Float64Array.from({ length: 31 }, (_, i) => i * 10);
    const expected = (rows: Uint32Array) => {
      const bars = new Array<number>(30).fill(0);
      for (const g of rows) {
        const t = many.event(g).timeAt;
        const bar = Math.floor(t / 10);
        if (t >= 0 && t < 300) bars[bar] = (bars[bar] ?? 0) + 1;
      }
      return bars;
    };
    const shuffled = Uint32Array.from(many.rows).sort((a, b) => ((a * 7919) % 601) - ((b * 7919) % 601));
    for (const rows of [many.rows, shuffled]) {
      const counted = countBuckets(many, rows, edges);
      expect(Array.from(counted.totals)).toEqual(expected(rows));
      expect(counted.outside).toBe(rows.length - expected(rows).reduce((a, b) => a + b, 0));
    }
  });
});
