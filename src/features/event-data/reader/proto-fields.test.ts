import { describe, expect, it } from 'vitest';
import { EventStore } from '../store/event-store';
import { toApiShape } from './api-shape';
import { Dictionary } from './dictionary';
import type { DayChunk } from './day-chunk';
import { InternPool } from './intern';
import { parseJsonText } from './parse-text';
import { readDay } from './read-day';

const always = { from: -Infinity, to: Infinity };

/** Days as the page gets them: read with one pool, each report cloned as a worker's message clones it. */
function store(...days: string[]): EventStore {
  const pool = new InternPool();
  const chunks = days.map((text) => {
    const chunk = readDay(parseJsonText(text), pool, { timeUnit: 'ms' }) as DayChunk;
    return { ...chunk, report: structuredClone(chunk.report) };
  });
  const dictionary = new Dictionary();
  dictionary.apply(pool.takeDelta());
  return new EventStore(
    chunks.map((chunk, i) => ({ chunk, label: `day ${i}`, requested: always })),
    dictionary,
    always,
  );
}

const ownEntries = (value: unknown) => Object.entries(value as object);

describe('fields named __proto__', () => {
  it('keeps an unknown field named __proto__ as a field, in the event and in its API shape', () => {
    const events = store(
      '[{"id":1,"type":"x","timeAt":1,"__proto__":{"a":1},"attributes":{"__proto__":"p","b":"c"}}]',
    );
    const event = events.event(events.rows[0] as number);
    expect(ownEntries(event.extra)).toEqual([['__proto__', { a: 1 }]]);
    expect(Object.getPrototypeOf(event.extra)).toBe(Object.prototype);
    expect(JSON.stringify(toApiShape(event))).toBe(
      '{"id":1,"type":"x","timeAt":1,"attributes":{"__proto__":"p","b":"c"},"__proto__":{"a":1}}',
    );
  });

  it('counts it with the other unknown fields, across days', () => {
    const events = store(
      '[{"id":1,"type":"x","timeAt":1,"__proto__":{"a":1},"speed":3}]',
      '[{"id":2,"type":"x","timeAt":2,"__proto__":null}]',
    );
    expect(ownEntries(events.report.unknownFields)).toEqual([
      ['__proto__', 2],
      ['speed', 1],
    ]);
  });
});
