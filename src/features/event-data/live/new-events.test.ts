import { describe, expect, it } from 'vitest';
import { Dictionary } from '../reader/dictionary';
import { InternPool } from '../reader/intern';
import { readDay } from '../reader/read-day';
import type { DayChunk } from '../reader/day-chunk';
import { EventStore } from '../store/event-store';
import { freshIndices, newEventRows } from './new-events';

const at = Date.parse('2026-11-22T03:00:00Z');
const event = (id: number | string, type: string, minutes: number) => ({
  id,
  type,
  timeAt: at + minutes * 60_000,
});

/** Days read with one pool, as the page's parser does: the same type has the same code in each. */
function reader() {
  const pool = new InternPool();
  const dictionary = new Dictionary();
  const read = (events: unknown[]): DayChunk => {
    const chunk = readDay(events, pool, { timeUnit: 'ms' });
    if (!chunk) throw new Error('not a day');
    dictionary.apply(pool.takeDelta());
    return chunk;
  };
  return { read, dictionary };
}

const idsOf = (chunk: DayChunk, rows: number[]) => rows.map((row) => chunk.id[row]);

describe('newEventRows', () => {
  it('finds the events of a new answer that the previous answer of the day did not hold', () => {
    const { read, dictionary } = reader();
    const before = read([event(1, 'ignition', 1), event(2, 'driver', 2)]);
    const after = read([event(1, 'ignition', 1), event(2, 'driver', 2), event(3, 'ignition', 3)]);
    expect(idsOf(after, newEventRows(before, after, dictionary))).toEqual([3]);
  });

  it('tells events apart by type and id: the same id of another type is new', () => {
    const { read, dictionary } = reader();
    const before = read([event(7, 'ignition', 1)]);
    const after = read([event(7, 'ignition', 1), event(7, 'driver', 1)]);
    const rows = newEventRows(before, after, dictionary);
    expect(rows.map((row) => dictionary.string(after.type[row] as number))).toEqual(['driver']);
  });

  it('keeps ids beyond 2^53 apart by their exact text', () => {
    const { read, dictionary } = reader();
    const before = read([event('9007199254740993', 'ignition', 1)]);
    const after = read([event('9007199254740993', 'ignition', 1), event('9007199254740995', 'ignition', 2)]);
    expect(newEventRows(before, after, dictionary)).toHaveLength(1);
  });

  it('calls nothing new without an earlier answer to compare with, or when nothing came', () => {
    const { read, dictionary } = reader();
    const day = read([event(1, 'ignition', 1)]);
    expect(newEventRows(undefined, day, dictionary)).toEqual([]);
    expect(newEventRows(day, read([event(1, 'ignition', 1)]), dictionary)).toEqual([]);
  });
});

describe('freshIndices', () => {
  it('places the new rows of a polled day among the store, by the day itself', () => {
    const { read, dictionary } = reader();
    const yesterday = read([event(1, 'ignition', -1_440), event(2, 'ignition', -1_400)]);
    const today = read([event(4, 'ignition', 5), event(3, 'ignition', 4)]);
    const window = { from: -Infinity, to: Infinity };
    const store = new EventStore(
      [
        { chunk: today, label: 'today', requested: window },
        { chunk: yesterday, label: 'yesterday', requested: window },
      ],
      dictionary,
      window,
    );
    const fresh = freshIndices(store, new Map([[today, [0]]]));
    expect([...fresh].map((g) => store.idText(g))).toEqual(['4']);
    // A day the store does not hold (an answer not yet joined) places nothing.
    expect(freshIndices(store, new Map([[read([event(9, 'ignition', 9)]), [0]]])).size).toBe(0);
  });
});
