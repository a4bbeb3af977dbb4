import { describe, expect, it } from 'vitest';
import { startOfDate } from '../../../lib/time-zones';
import { Dictionary } from '../reader/dictionary';
import { InternPool } from '../reader/intern';
import { readDay } from '../reader/read-day';
import type { DayChunk } from '../reader/day-chunk';
import type { DayRequestRange } from '../api/api-dates';
import { EventStore } from '../store/event-store';
import { neighbourDates } from './neighbour-dates';
import { arrivedBlock, candidatesOf, enabledDates, planSide, type DateState } from './plan-neighbours';
import { selectNeighbours } from './select-neighbours';

const zone = 'Australia/Sydney';
const dialect = { inclusiveTo: false, isoTimestamps: false, timeUnit: 'ms' as const };
const minute = 60_000;
// The event is the first moment of 1 November in Sydney: every earlier event is on another date.
const midnight = startOfDate('2024-11-01', zone);
const anchor = { id: 5000, idText: '5000', type: 'ignition', timeAt: midnight };
const now = Date.parse('2024-11-02T03:00:00Z'); // 14:00 on 2 November in Sydney
const dates = neighbourDates(midnight, zone, dialect, now);
const candidates = candidatesOf(dates);

const pool = new InternPool();
const dictionary = new Dictionary();
let nextId = 1;
/** One date's response: `count` events an hour apart from 01:00 that day, in the shared pool. */
function day(date: string, count: number, extra: unknown[] = []) {
  const start = startOfDate(date, zone);
  const events = Array.from({ length: count }, (_, i) => ({
    id: nextId++,
    type: 'driver',
    timeAt: start + (i + 1) * 60 * minute,
  }));
  const chunk = readDay([...events, ...extra], pool, { timeUnit: 'ms' });
  dictionary.apply(pool.takeDelta());
  if (!chunk) throw new Error('not a list');
  return chunk;
}

const pending: DateState = { data: undefined, error: null };
/** What the hook works out from the dates' states: the store of what arrived, the selection, each side. */
function view(byDate: Record<string, DateState>, counts = { newer: 10, older: 10 }) {
  const states = candidates.map((range) => byDate[range.date] ?? pending);
  const block = arrivedBlock(dates, states);
  const ranges = block.indices.map((i) => candidates[i] as DayRequestRange);
  const window = {
    from: Math.min(...ranges.map((r) => r.covers.from)),
    to: Math.max(...ranges.map((r) => r.covers.to)),
  };
  const store = new EventStore(
    block.indices.map((i) => ({
      chunk: states[i]?.data as DayChunk,
      label: (candidates[i] as DayRequestRange).date,
      requested: (candidates[i] as DayRequestRange).covers,
    })),
    dictionary,
    window,
  );
  if (!block.coreReady) return { block, picked: null, older: null, newer: null, olderTimes: [], enabled: [] };
  const picked = selectNeighbours(store, anchor, counts);
  const core = dates.core.length;
  const older = planSide(
    picked.olderAvailable,
    counts.older,
    dates.older,
    states.slice(core, core + dates.older.length),
    block.olderArrived,
    false,
  );
  const newer = planSide(
    picked.newerAvailable,
    counts.newer,
    dates.newer,
    states.slice(core + dates.older.length),
    block.newerArrived,
    dates.newerUpToNow,
  );
  const times = (rows: number[]) => rows.map((g) => store.event(g).timeAt);
  return {
    block,
    picked,
    older,
    newer,
    olderTimes: times(picked.older),
    enabled: enabledDates(dates, older.fetch, newer.fetch),
  };
}

const arrived = (data: DateState['data']): DateState => ({ data, error: null });
const coreDay = arrived(day('2024-11-01', 0, [{ id: 5000, type: 'ignition', timeAt: midnight }]));

describe('going outward one date at a time', () => {
  it('waits for the event’s own date before asking for any other', () => {
    const result = view({});
    expect(result.block.coreReady).toBe(false);
    const failed = view({ '2024-11-01': { data: undefined, error: new Error('503') } });
    expect(failed.block.coreError).toEqual({ date: '2024-11-01', error: new Error('503') });
  });

  it('asks for the date before when the event is the first of its date, and finds its neighbours there', () => {
    const first = view({ '2024-11-01': coreDay });
    expect(first.picked?.current).not.toBeNull();
    expect(first.older).toEqual({ status: { kind: 'loading', date: '2024-10-31' }, fetch: 1 });
    expect(first.enabled.filter(Boolean)).toHaveLength(3); // its date, the date before and the date after
    const second = view({ '2024-11-01': coreDay, '2024-10-31': arrived(day('2024-10-31', 15)) });
    expect(second.olderTimes).toHaveLength(10);
    expect(second.olderTimes[0]).toBe(midnight - 9 * 60 * minute); // 15:00 on 31 October, the last one
    expect(second.older).toEqual({ status: { kind: 'more' }, fetch: 1 });
  });

  it('goes on while too few are found, stops at 7 days, and the later side at today', () => {
    const states: Record<string, DateState> = { '2024-11-01': coreDay };
    const asked: string[] = [];
    for (let step = 0; step < 10; step += 1) {
      const { older } = view(states);
      if (older?.status.kind !== 'loading') break;
      asked.push(older.status.date);
      states[older.status.date] = arrived(day(older.status.date, 1));
    }
    expect(asked).toEqual([
      '2024-10-31',
      '2024-10-30',
      '2024-10-29',
      '2024-10-28',
      '2024-10-27',
      '2024-10-26',
      '2024-10-25',
    ]);
    const result = view(states);
    expect(result.olderTimes).toHaveLength(7);
    expect(result.older?.status).toEqual({ kind: 'end', upToNow: false });
    states['2024-11-02'] = arrived(day('2024-11-02', 2));
    expect(view(states).newer).toEqual({ status: { kind: 'end', upToNow: true }, fetch: 1 });
  });

  it('asks for more dates when more are wanted, and only then', () => {
    const states = { '2024-11-01': coreDay, '2024-10-31': arrived(day('2024-10-31', 10)) };
    expect(view(states).older).toEqual({ status: { kind: 'more' }, fetch: 1 });
    expect(view(states, { newer: 10, older: 20 }).older).toEqual({
      status: { kind: 'loading', date: '2024-10-30' },
      fetch: 2,
    });
  });

  it('keeps what it found when a further date fails, and uses nothing past a gap', () => {
    const cached = arrived(day('2024-10-29', 30));
    const states = {
      '2024-11-01': coreDay,
      '2024-10-31': arrived(day('2024-10-31', 4)),
      '2024-10-30': { data: undefined, error: new Error('500') },
      '2024-10-29': cached,
    };
    const result = view(states);
    expect(result.olderTimes).toHaveLength(4);
    expect(result.older).toEqual({
      status: { kind: 'error', date: '2024-10-30', error: new Error('500') },
      fetch: 2,
    });
  });
});
