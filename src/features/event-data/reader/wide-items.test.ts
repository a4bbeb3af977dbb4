import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../store/store-from-events';
import { parseDayText, UnparsedItem } from './parse-text';
import { maxFieldsPerEvent } from './read-limits';
import { mayHoldWideObjects } from './wide-items';

// A day's text holding an object of very many keys: what JSON.parse would spend on it is not spent, and a
// user sees the same day as if it had been parsed whole (read-limits.test.ts reads the same shapes as
// objects).

const plain = (id: number) => ({
  id,
  type: 'ignition',
  timeAt: 1_763_600_000_000 + id * 1000,
  vehicleId: 800,
  attributes: { seq: String(id) },
});

const manyKeys = (count: number, value: (i: number) => unknown = (i) => i) => {
  const object: Record<string, unknown> = {};
  for (let i = 0; i < count; i += 1) object[`sensor${i}`] = value(i);
  return object;
};

function readText(text: string) {
  const items = parseDayText(text, 'rounded') as unknown[];
  const store = storeFromEvents(items);
  const events = Array.from(store.rows, (g) => store.event(g));
  return { items, store, events, odd: events.find((event) => event.id === 99) };
}

describe('a day holding an object of very many keys', () => {
  it('keeps the first fields that fit and only counts the rest, with the spec fields sent after them', () => {
    // Spec fields first and last, 200,000 others between: the event is read, and keeps as many as ever.
    const wide = {
      id: 99,
      ...{ companyId: 1, deviceId: 2, vehicleId: 800, tripId: 3, odometer: 5.5, action: 'ON' },
      ...{ origin: 'device', location: 'Sydney', createdAt: '2026-11-20T00:00:00Z' },
      attributes: { a: 'x', b: 'y' },
      ...manyKeys(200_000),
      type: 'ignition',
      timeAt: 1_763_600_050_000,
    };
    const { items, store, events, odd } = readText(JSON.stringify([plain(1), wide, plain(3)]));
    expect(Object.keys(items[1] as object).length).toBeLessThanOrEqual(maxFieldsPerEvent + 20);
    expect(events.map((event) => event.id).sort((a, b) => a - b)).toEqual([1, 3, 99]);
    expect(odd?.type).toBe('ignition');
    expect(odd?.attributes).toHaveLength(2);
    expect(Object.keys(odd?.extra ?? {})).toHaveLength(maxFieldsPerEvent - 2);
    expect(store.report.cut).toEqual([
      expect.objectContaining({ id: '99', what: 'fields', size: 200_002, kept: maxFieldsPerEvent }),
    ]);
  });

  it('counts the keys of long attributes, and of fields holding small objects', () => {
    const attributes = { ...plain(99), attributes: manyKeys(100_000, String) };
    const objects = { ...plain(98), ...manyKeys(100_000, (i) => ({ v: i })) };
    const text = JSON.stringify([attributes, objects]);
    expect(mayHoldWideObjects(text)).toBe(true);
    const { items, store, odd } = readText(text);
    const [first, second] = items as { attributes: object }[];
    expect(Object.keys(first?.attributes ?? {})).toHaveLength(maxFieldsPerEvent);
    expect(Object.keys(second ?? {}).length).toBeLessThanOrEqual(maxFieldsPerEvent + 5);
    expect(odd?.attributes).toHaveLength(maxFieldsPerEvent);
    expect(store.report.cut.map((note) => [note.id, note.what, note.size])).toEqual([
      ['99', 'fields', 100_000],
      ['98', 'fields', 100_001],
    ]);
  });

  it('reads a day whose long object has a "__proto__" key or escaped keys as JSON.parse does', () => {
    const text = `[{"id":99,"type":"ignition","timeAt":1763600050000,"__proto__":"kept","tab\\tkey":1,${Array.from(
      { length: 10_000 },
      (_, i) => `"k${i}":"${'v'.repeat(10)}"`,
    ).join(',')}}]`;
    const { odd } = readText(text);
    expect(odd?.extra.__proto__).toBe('kept');
    expect(odd?.extra['tab\tkey']).toBe(1);
  });

  it('keeps the day when a long item is not JSON: that item alone is unparsed', () => {
    const broken = `{"id":99,${'"k":1,'.repeat(20_000)}"oops":}`;
    const items = parseDayText(
      `[${JSON.stringify(plain(1))},${broken},${JSON.stringify(plain(3))}]`,
      'rounded',
    );
    expect(items).toEqual([plain(1), expect.any(UnparsedItem), plain(3)]);
  });

  it('reads a plain day whole and a day with one long value alike', () => {
    const plainDay = JSON.stringify(Array.from({ length: 2_000 }, (_, i) => plain(i + 1)));
    expect(mayHoldWideObjects(plainDay)).toBe(false);
    const long = [plain(1), { ...plain(2), location: 'x'.repeat(100_000), blob: [1, 2, 3] }, plain(3)];
    const text = JSON.stringify(long);
    expect(mayHoldWideObjects(text)).toBe(true);
    expect(parseDayText(text, 'rounded')).toEqual(long);
  });
});
