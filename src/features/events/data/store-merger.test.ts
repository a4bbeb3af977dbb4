import { describe, expect, it } from 'vitest';
import { Dictionary } from '../api/reader/dictionary';
import { InternPool } from '../api/reader/intern';
import { readDay } from '../api/reader/read-day';
import type { DayRequestRange } from '../filters/api-dates';
import { createStoreMerger } from './store-merger';

const window = { from: 0, to: 10_000 };

function days(...lists: number[][]) {
  const pool = new InternPool();
  const dictionary = new Dictionary();
  const chunks = lists.map((times) => {
    const chunk = readDay(
      times.map((timeAt) => ({ id: timeAt, type: 'ignition', timeAt, odometer: timeAt / 2 })),
      pool,
      { timeUnit: 'ms' },
    );
    if (!chunk) throw new Error('not a list');
    return chunk;
  });
  dictionary.apply(pool.takeDelta());
  const ranges = lists.map((_, i): DayRequestRange => ({
    date: `2026-11-0${i + 1}` as DayRequestRange['date'],
    from: '',
    to: '',
    past: true,
    covers: window,
  }));
  return { chunks, ranges, dictionary };
}

describe('joining the days that have arrived', () => {
  it('answers with the same store while the same days are in', () => {
    const { chunks, ranges, dictionary } = days([300, 200], [100]);
    const merge = createStoreMerger(dictionary);
    expect(merge([...chunks], ranges, window)).toBe(merge([...chunks], ranges, window));
  });

  it('lets a store it replaced forget what it derived, which it makes again, the same, when asked', () => {
    const { chunks, ranges, dictionary } = days([300, 200], [100]);
    const merge = createStoreMerger(dictionary);
    const partial = merge([chunks[0], undefined], ranges, window);
    const odometer = Array.from(partial.column('odometer'));
    let made = 0;
    partial.remember('derived', () => (made += 1));
    const full = merge(chunks, ranges, window);
    full.remember('derived', () => (made += 1));
    expect(made).toBe(2);
    partial.remember('derived', () => (made += 1));
    expect(made).toBe(3);
    expect(Array.from(partial.column('odometer'))).toEqual(odometer);
    expect(Array.from(full.rows, (g) => full.at('odometer', g))).toEqual([150, 100, 50]);
  });
});
