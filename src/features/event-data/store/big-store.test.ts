import { describe, expect, it } from 'vitest';
import { Dictionary } from '../reader/dictionary';
import { InternPool } from '../reader/intern';
import { readDay } from '../reader/read-day';
import { EventStore } from './event-store';

/**
 * A window of `days` copies of one day of `perDay` events: the copies are repeats of each other, but every
 * column gathered across days is as long as all of them, as in a window that big.
 */
function bigStore(perDay: number, days: number): EventStore {
  const pool = new InternPool();
  const dictionary = new Dictionary();
  const events = Array.from({ length: perDay }, (_, i) => ({
    id: perDay - i,
    type: 'ignition',
    timeAt: 1_000_000 - i,
    GPS: { Lat: -27 - i / perDay, Long: 153 + i / perDay },
  }));
  const chunk = readDay(events, pool, { timeUnit: 'ms' });
  dictionary.apply(pool.takeDelta());
  if (!chunk) throw new Error('not a list');
  const window = { from: 0, to: 2_000_000 };
  return new EventStore(
    Array.from({ length: days }, (_, c) => ({ chunk, label: `day ${c}`, requested: window })),
    dictionary,
    window,
  );
}

describe('a window of millions of events', () => {
  it('keeps the columns a view reads gathered while it reads them', () => {
    // 1.2M events: each 8-byte column gathered across days is 9.6 MB, the four below 38 MB.
    const store = bigStore(100_000, 12);
    const first = store.column('timeAt');
    for (const name of ['id', 'lat', 'lng'] as const) store.column(name);
    // Not `toBe`: a failure would print two arrays of 1.2M numbers.
    expect(store.column('timeAt') === first).toBe(true);
  });
});
