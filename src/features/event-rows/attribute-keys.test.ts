import { describe, expect, it } from 'vitest';
import { Dictionary, EventStore, maxAttributeKeysPerDay } from '../event-data';
import { InternPool, readDay } from '../../testing/internals';
import { attributeKeys } from './value-codes';

const always = { from: -Infinity, to: Infinity };

/** Days read as the app reads them, one pool for all, each day's events with a key of their own. */
function daysOfOwnKeys(days: number, perDay: number): EventStore {
  const pool = new InternPool();
  const chunks = Array.from({ length: days }, (_, day) =>
    readDay(
      Array.from({ length: perDay }, (_, i) => ({
        id: day * perDay + i + 1,
        type: 'ignition',
        timeAt: 1_763_600_000_000 + (day * perDay + i) * 1000,
        // Every tenth event of every day also says its status: the key on the most events.
        attributes: { [`day ${day} key ${i}`]: 'x', ...(i % 10 === 0 ? { status: 'OK' } : {}) },
      })),
      pool,
      { timeUnit: 'ms' },
    ),
  );
  const dictionary = new Dictionary();
  dictionary.apply(pool.takeDelta());
  return new EventStore(
    chunks.flatMap((chunk, day) => (chunk ? [{ chunk, label: `day ${day}`, requested: always }] : [])),
    dictionary,
    always,
  );
}

describe('attributeKeys across days', () => {
  it('offers 1,000 keys in all, those on the most events first, when each day brings 1,000 of its own', () => {
    const keys = attributeKeys(daysOfOwnKeys(3, 1_500));
    expect(keys).toHaveLength(maxAttributeKeysPerDay);
    expect(keys).toContain('status');
  });
});
