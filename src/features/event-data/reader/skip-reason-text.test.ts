import { describe, expect, it } from 'vitest';
import { InternPool } from './intern';
import { readDay } from './read-day';
import { readOneEvent } from './read-one';
import { skipReasonText } from './skip-reason-text';

const event = { id: 7, type: 'ignition', timeAt: 1_763_600_000_000 };

describe('why an item is not an event, in words', () => {
  it('says in English (tests run in English) what the reader says in its own English reason', () => {
    const chunk = readDay(
      [
        { ...event, id: undefined },
        { ...event, id: 1.5 },
        { ...event, type: '' },
        { ...event, type: { a: 1 } },
        { ...event, timeAt: 'yesterday' },
        { ...event, timeAt: null },
        'not an event',
      ],
      new InternPool(),
      { timeUnit: 'ms' },
    );
    const skipped = chunk?.report.skipped ?? [];
    expect(skipped.map((skip) => skipReasonText(skip.why))).toEqual([
      'id: missing',
      'id: not a whole number (sent 1.5)',
      'type: missing',
      'type: not text (sent {"a":1})',
      'timeAt: not a number (sent "yesterday")',
      'timeAt: missing',
      'not an event object (sent "not an event")',
    ]);
    expect(skipped.map((skip) => skipReasonText(skip.why))).toEqual(skipped.map((skip) => skip.reason));
  });

  it('gives the lookup of one event the same reason', () => {
    const read = readOneEvent({ ...event, type: undefined }, { timeUnit: 'ms' });
    expect('why' in read && skipReasonText(read.why)).toBe('type: missing');
  });
});
