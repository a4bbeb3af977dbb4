import { describe, expect, it } from 'vitest';
import { InternPool } from './intern';
import { parseJsonText } from './parse-text';
import { readDay } from './read-day';

const read = (events: unknown[]) => readDay(events, new InternPool(), { timeUnit: 'ms' });

describe('repeats of an event within a response', () => {
  it('keeps every distinct event of one instant, and merges only the repeats', () => {
    // Many events at one instant (a device replaying its buffer) once took the reader seconds.
    const count = 15_000;
    const distinct = Array.from({ length: count }, (_, i) => ({ id: i + 1, type: 'ignition', timeAt: 5 }));
    const otherType = distinct.slice(0, 100).map((event) => ({ ...event, type: 'driver' }));
    const repeats = distinct.filter((_, i) => i % 10 === 0);
    const day = read([...distinct, ...otherType, ...repeats]);
    expect(day?.count).toBe(count + otherType.length);
    expect(day?.report.duplicates).toBe(repeats.length);
    expect(new Set(day?.id).size).toBe(count);
  });

  it('tells apart ids that differ only beyond 2^53, and an id sent as text from the same number', () => {
    const json = parseJsonText(
      `[${[
        '{"id":12345678901234567891,"type":"x","timeAt":1}',
        '{"id":12345678901234567892,"type":"x","timeAt":1}',
        '{"id":12345678901234567891,"type":"x","timeAt":1}',
        '{"id":"0042","type":"x","timeAt":1}',
        '{"id":42,"type":"x","timeAt":1}',
        '{"id":42,"type":"x","timeAt":2}',
      ].join(',')}]`,
    ) as unknown[];
    const day = read(json);
    expect(day?.count).toBe(4);
    expect(day?.report.duplicates).toBe(2);
  });

  it('counts on each kept event how many copies of it were merged, for the page to tell whose they were', () => {
    const events = [1, 2, 3].map((id) => ({ id, type: 'position', timeAt: id * 1000, deviceId: id }));
    const day = read([events[0], events[1], events[1], events[2], events[1], events[2]]);
    // Newest first: ids 3, 2, 1.
    expect(Array.from(day?.repeats ?? [])).toEqual([1, 2, 0]);
  });
});
