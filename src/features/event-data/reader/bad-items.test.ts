import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../store/store-from-events';
import { toApiShape } from './api-shape';
import type { FleetEvent } from './event-object';
import { DayParser, type ParseOutcome } from './day-parser';
import { InternPool } from './intern';
import { readDay } from './read-day';
import { skipReasonText } from './skip-reason-text';

const good = (id: number) =>
  `{"id":${id},"type":"ignition","timeAt":${1000 + id},"attributes":{"n":"${id}"}}`;
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

function parse(text: string): ParseOutcome {
  return new DayParser().parse({
    seq: 1,
    bytes: [new TextEncoder().encode(text)],
    options: { timeUnit: 'ms' },
  }).reply.outcome;
}

function chunkOf(outcome: ParseOutcome) {
  if (!outcome.ok) throw new Error(`the day failed: ${JSON.stringify(outcome)}`);
  return outcome.chunk;
}

describe('one bad item costs only itself', () => {
  it('skips and counts an event nested 200,000 arrays deep, and reads the others', () => {
    const text = `[${good(1)},{"id":2,"type":"ignition","timeAt":1,"x":${deep(200_000)}},${good(3)}]`;
    const chunk = chunkOf(parse(text));
    expect(Array.from(chunk.id)).toEqual([3, 1]);
    expect(chunk.report).toMatchObject({ received: 3, skippedCount: 1 });
    expect(chunk.report.skipped[0]?.index).toBe(1);
  });

  it('skips an item that is itself nested 200,000 arrays deep, and says what it was', () => {
    const chunk = chunkOf(parse(`[${good(1)},${deep(200_000)}]`));
    expect(chunk.count).toBe(1);
    const why = chunk.report.skipped[0]?.why;
    expect(why?.problem).toBe('notObject');
    expect(skipReasonText(why ?? { problem: 'notEvent' })).toMatch(/^not an event object \(sent \[\[\[\[/);
  });

  it('skips an item that is not JSON in a list that is whole, and reads the others', () => {
    const text = `[${good(1)}, {"id":2,"type":"x","timeAt":}, ${good(3)}, {"id":"]\\"}[", oops}]`;
    const chunk = chunkOf(parse(text));
    expect(Array.from(chunk.id)).toEqual([3, 1]);
    expect(chunk.report).toMatchObject({ received: 4, skippedCount: 2 });
    expect(chunk.report.skipped.map((skip) => [skip.index, skip.why.problem])).toEqual([
      [1, 'notJson'],
      [3, 'notJson'],
    ]);
    expect(skipReasonText(chunk.report.skipped[0]?.why ?? { problem: 'notEvent' })).toBe(
      'not JSON (sent {"id":2,"type":"x","timeAt":})',
    );
  });

  it('keeps an id beyond 2^53 digit for digit when items are parsed one by one', () => {
    const chunk = chunkOf(parse(`[{"id":12345678901234567891,"type":"x","timeAt":1},{bad}]`));
    expect(chunk.report).toMatchObject({ skippedCount: 1, exactIds: 1 });
  });

  it('still fails the whole day as not JSON when the text is not one whole list', () => {
    const list = `[${good(1)},${good(2)},${good(3)}]`;
    for (const text of [
      list.slice(0, 30),
      '<html><body>502 from a proxy</body></html>',
      `${list} trailing`,
      `${list}]`,
      `[${good(1)},"unterminated]`,
      '',
    ])
      expect(parse(text)).toMatchObject({ ok: false, problem: 'not-json' });
  });

  it('skips an event whose reading throws, leaving no part of it in the rows read after it', () => {
    const throwing = { id: 2, type: 'ignition', timeAt: 1002, attributes: { n: 'mine' } };
    Object.defineProperty(throwing, 'boom', {
      enumerable: true,
      get() {
        throw new Error('getter failed');
      },
    });
    const identityThrows = { type: 'ignition', timeAt: 1004 };
    Object.defineProperty(identityThrows, 'id', {
      enumerable: true,
      get() {
        throw new Error('id getter failed');
      },
    });
    const events = [1, 3].map((id) => ({
      id,
      type: 'ignition',
      timeAt: 1000 + id,
      attributes: { n: `${id}` },
    }));
    const chunk = readDay([events[0], throwing, events[1], identityThrows], new InternPool(), {
      timeUnit: 'ms',
    });
    expect(chunk?.count).toBe(2);
    expect(Array.from(chunk?.id ?? [])).toEqual([3, 1]);
    expect(Array.from(chunk?.attributes.start ?? [])).toEqual([0, 1, 2]);
    expect(chunk?.extras.key.length).toBe(0);
    expect(chunk?.report.skipped.map((skip) => [skip.index, skipReasonText(skip.why)])).toEqual([
      [3, 'could not be read (id getter failed)'],
      [1, 'could not be read (getter failed)'],
    ]);
  });

  it('keeps an unknown field whole however long, and one nested up to 1,000 deep; skips one nested deeper', () => {
    const long = { text: 'a'.repeat(5_000) };
    const nested = (depth: number): unknown => JSON.parse(deep(depth));
    const store = storeFromEvents([
      { id: 1, type: 'x', timeAt: 1, long },
      { id: 2, type: 'x', timeAt: 2, nested: nested(1_000) },
      { id: 3, type: 'x', timeAt: 3, nested: nested(1_001) },
    ]);
    const events = Array.from(store.rows, (g) => store.event(g));
    expect(events.map((event) => event.id)).toEqual([2, 1]);
    expect(toApiShape(events[1] as FleetEvent)).toEqual({ id: 1, type: 'x', timeAt: 1, long });
    expect(JSON.stringify(events[0]?.extra)).toBe(`{"nested":${deep(1_000)}}`);
    expect(store.report.skipped.map((skip) => skip.index)).toEqual([2]);
  });
});
