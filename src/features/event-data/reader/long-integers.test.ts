import { describe, expect, it } from 'vitest';
import { DayParser } from './day-parser';
import { Dictionary } from './dictionary';
import { eventOf } from './event-object';
import { ExactInteger } from './lenient-values';
import { readIdentity } from './read-identity';
import { skipReasonText } from './skip-reason-text';

const long = '123456789012345678901';
/** What JSON.parse alone makes of it. */
const rounded = String(Number(long));

// Where the engine shows revivers the source (Chrome), such numbers are read as numbers with their digits;
// elsewhere (an engine without it) as text. Either way the digits are kept, which is what is asserted here.

/** One response's text read as the parser's worker reads it: its events as the page shows them. */
function read(text: string) {
  const { reply } = new DayParser().parse({
    seq: 1,
    bytes: [new TextEncoder().encode(text)],
    options: { timeUnit: 'ms' },
  });
  if (!reply.outcome.ok) throw new Error('the day failed');
  const { chunk } = reply.outcome;
  const dictionary = new Dictionary();
  dictionary.apply(reply.delta);
  return {
    events: Array.from({ length: chunk.count }, (_, row) => eventOf(chunk, row, dictionary)),
    report: chunk.report,
    strings: reply.delta.strings,
  };
}

const event = (id: number, rest: string) => `{"id":${id},"type":"ignition","timeAt":${1000 + id}${rest}}`;

describe('integers beyond 2^53, wherever they are sent', () => {
  it('sent as an item of the list, are skipped as not an event, with their digits', () => {
    // As Chrome reads it (its reviver sees the source): an ExactInteger, an object, but not an event.
    expect(readIdentity(new ExactInteger(long), 1)).toMatchObject({
      ok: false,
      why: { problem: 'notObject', sent: long },
    });
    const { events, report } = read(`[${long},${event(1, '')}]`);
    expect(events.map((e) => e.id)).toEqual([1]);
    expect(report.skipped[0]?.why).toMatchObject({ problem: 'notObject' });
    expect(skipReasonText(report.skipped[0]?.why ?? { problem: 'notEvent' })).toContain(long);
  });

  it('keep their digits in ids, fields kept as sent, attributes and unknown fields', () => {
    const { events, report } = read(
      `[${[
        `{"id":${long},"type":"ignition","timeAt":1001}`,
        event(2, `,"companyId":${long}`),
        event(3, `,"attributes":{"seq":${long}}`),
        event(4, `,"speed":{"raw":[${long}]}`),
        event(5, `,"GPS":{"valid":true,"Lat":${long},"Lng":1}`),
        event(6, `,"action":${long}`),
      ].join(',')}]`,
    );
    const byId = new Map(events.map((e) => [e.idText, e]));
    expect(byId.get(long)).toMatchObject({ idText: long, idInexact: false });
    expect(byId.get('2')?.unreadable.companyId).toContain(long);
    expect(byId.get('3')?.attributes?.[0]?.text).toBe(long);
    expect(JSON.stringify(byId.get('4')?.extra)).toContain(long);
    expect(byId.get('5')?.unreadable.GPS).toContain(long);
    expect(byId.get('6')?.action ?? byId.get('6')?.unreadable.action).toContain(long);
    // The id's number is as close as a number gets (its digits are in idText).
    expect(
      JSON.stringify(events.map(({ id, ...rest }) => ({ ...rest, id: id === Number(long) ? 0 : id }))),
    ).not.toContain(rounded);
    expect(report.exactIds).toBe(1);
  });

  it('keep their digits where an item is skipped for them', () => {
    const { report } = read(`[${event(1, '')},{"id":1,"type":"x","timeAt":{"at":${long}}}]`);
    expect(report.skipped).toHaveLength(1);
    expect(skipReasonText(report.skipped[0]?.why ?? { problem: 'notEvent' })).toContain(long);
  });

  it('leave nothing of a first, rounded reading in the strings sent to the page', () => {
    const { strings } = read(`[${event(1, `,"origin":"device","action":${long}`)}]`);
    expect(strings).not.toContain(rounded);
    expect(strings).toContain('device');
  });
});
