import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { sortRows } from './sort-rows';

// Times with ties (several events in one second), ids out of order: the store's base order is newest first,
// then id descending.
const events = Array.from({ length: 60 }, (_, i) => ({
  id: (i * 37) % 61,
  type: 'ignition',
  timeAt: 1_000 * Math.floor(((i * 13) % 60) / 4),
}));
const store = storeFromEvents(events);
const ids = (rows: Uint32Array) => Array.from(rows, (g) => store.event(g).id);

/** What a stable comparator sort gives: time ascending, ties in the base order. */
function comparatorOldestFirst(base: Uint32Array): number[] {
  const position = new Map(Array.from(base, (g, i) => [g, i]));
  const time = (g: number) => store.event(g).timeAt;
  return ids(
    Uint32Array.from(
      [...base].sort((a, b) => time(a) - time(b) || (position.get(a) ?? 0) - (position.get(b) ?? 0)),
    ),
  );
}

describe('sortRows by time, oldest first', () => {
  it('keeps ties in the base order, as a stable sort does', () => {
    const oldest = sortRows(store, store.rows, { column: 'time', desc: false });
    expect(ids(oldest)).toEqual(comparatorOldestFirst(store.rows));
    // Ties exist and are not simply reversed: ids within a second stay descending.
    const times = Array.from(oldest, (g) => store.event(g).timeAt);
    expect(new Set(times).size).toBeLessThan(times.length);
  });

  it('sorts rows that are not newest first', () => {
    const shuffled = Uint32Array.from(store.rows).reverse();
    [shuffled[3], shuffled[40]] = [shuffled[40] as number, shuffled[3] as number];
    const sorted = sortRows(store, shuffled, { column: 'time', desc: false });
    expect(Array.from(sorted, (g) => store.event(g).timeAt)).toEqual(
      Array.from(store.rows, (g) => store.event(g).timeAt).sort((a, b) => a - b),
    );
  });
});
