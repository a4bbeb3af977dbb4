import { describe, expect, it } from 'vitest';
import { EventStore } from '../store/event-store';
import { toApiShape } from './api-shape';
import type { DayChunk } from './day-chunk';
import { Dictionary } from './dictionary';
import { InternPool, overflowString } from './intern';
import { parseJsonText } from './parse-text';
import { readDay } from './read-day';

const always = { from: -Infinity, to: Infinity };

/** One response read with a pool that takes `limit` new strings, as the page gets it. */
function store(limit: number, events: unknown[]): EventStore {
  const pool = new InternPool({ newStringsPerResponse: limit });
  const chunk = readDay(parseJsonText(JSON.stringify(events)), pool, { timeUnit: 'ms' }) as DayChunk;
  const dictionary = new Dictionary();
  dictionary.apply(pool.takeDelta());
  return new EventStore([{ chunk, label: 'day', requested: always }], dictionary, always);
}

describe('values past the limit of new strings in one response', () => {
  // Strings in reading order: the type "ignition", then each event's action, location and keys.
  const events = [
    { id: 2, type: 'ignition', timeAt: 2, action: 'ON', location: 'Second St', attributes: { b: 'x' } },
    {
      id: 1,
      type: 'odd-type',
      timeAt: 1,
      action: 'OFF',
      location: 'First St',
      wide: 1,
      attributes: { a: 'y' },
    },
  ];

  it('keeps every value whole in the event and its API shape, and counts them', () => {
    const events2 = store(4, events);
    const report = events2.report;
    expect(report.overflowStrings).toBeGreaterThan(0);
    const [newest, oldest] = events2.rows;
    const first = events2.event(oldest as number);
    const second = events2.event(newest as number);
    expect(first).toMatchObject({
      type: 'odd-type',
      action: 'OFF',
      location: 'First St',
      extra: { wide: 1 },
    });
    expect(first.attributes).toEqual([{ key: 'a', kind: 'string', text: 'y' }]);
    expect(second).toMatchObject({ type: 'ignition', action: 'ON', location: 'Second St' });
    expect(second.attributes).toEqual([{ key: 'b', kind: 'string', text: 'x' }]);
    expect(toApiShape(first)).toMatchObject({ location: 'First St', attributes: { a: 'y' }, wide: 1 });
  });

  it('shows "…" only in what is read from the columns, and counts nothing under the limit', () => {
    const past = store(4, events);
    const codes = past.days[0]?.location;
    const strings = Array.from(codes ?? [], (code) => past.dictionary.string(code));
    expect(strings).toContain(overflowString);
    expect(store(100, events).report.overflowStrings).toBe(0);
  });
});
