import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../store/store-from-events';
import {
  maxAttributeKeysPerDay,
  maxFieldsPerEvent,
  maxKeyChars,
  maxListedCuts,
  maxValueChars,
} from './read-limits';

// Sizes far past each limit: a day costs its bytes, whatever one event holds (issue 64). Each test checks
// what a user sees of it: the event kept with what fits, the rest of the day whole, the report naming it.

const plain = (id: number) => ({
  id,
  type: 'ignition',
  timeAt: 1_763_600_000_000 + id * 1000,
  vehicleId: 800,
  attributes: { seq: String(id) },
});

function read(big: Record<string, unknown>) {
  const store = storeFromEvents([plain(1), { ...plain(2), id: 99, ...big }, plain(3)]);
  const events = Array.from(store.rows, (g) => store.event(g));
  const odd = events.find((event) => event.id === 99);
  return { store, events, odd };
}

describe('bounded reading', () => {
  it('keeps an event of 200,000 fields with the first ones that fit, and names it in the report', () => {
    const big: Record<string, unknown> = {};
    for (let i = 0; i < 200_000; i += 1) big[`sensor${i}`] = i;
    const { store, events, odd } = read(big);
    expect(events.map((event) => event.id).sort((a, b) => a - b)).toEqual([1, 3, 99]);
    expect(Object.keys(odd?.extra ?? {})).toHaveLength(maxFieldsPerEvent - 1);
    expect(odd?.attributes).toEqual([{ key: 'seq', kind: 'string', text: '2' }]);
    expect(Object.keys(store.report.unknownFields)).toHaveLength(maxFieldsPerEvent - 1);
    expect(store.report.cutCount).toBe(1);
    expect(store.report.cut).toEqual([
      expect.objectContaining({ id: '99', type: 'ignition', what: 'fields', size: 200_001, kept: 500 }),
    ]);
  });

  it('cuts one value of 20 MB to what is shown, and keeps the rest of the event', () => {
    const huge = 'x'.repeat(20_000_000);
    const { store, odd } = read({ location: huge, attributes: { note: huge }, blob: huge });
    expect(odd?.location).toHaveLength(maxValueChars + 1);
    expect(odd?.location?.endsWith('x…')).toBe(true);
    expect(odd?.attributes?.[0]?.text).toHaveLength(maxValueChars + 1);
    expect(String(odd?.extra.blob)).toHaveLength(maxValueChars + 1);
    expect(odd?.vehicleId).toBe(800);
    expect(store.report.cut.map((note) => [note.what, note.field, note.size])).toEqual([
      ['value', 'location', 20_000_000],
      ['value', 'note', 20_000_000],
      ['value', 'blob', 20_000_000],
    ]);
  });

  it('cuts an array of a million numbers to the start of its JSON', () => {
    const { store, odd } = read({ readings: Array.from({ length: 1_000_000 }, (_, i) => i) });
    const kept = String(odd?.extra.readings);
    expect(kept.startsWith('[0,1,2,3,')).toBe(true);
    expect(kept).toHaveLength(maxValueChars + 1);
    expect(store.report.cut).toEqual([expect.objectContaining({ what: 'value', field: 'readings' })]);
  });

  it('cuts a key of a million characters', () => {
    const key = 'k'.repeat(1_000_000);
    const { store, odd } = read({ attributes: { [key]: 'v' } });
    expect(odd?.attributes?.[0]?.key).toHaveLength(maxKeyChars + 1);
    expect(store.report.cut).toEqual([
      expect.objectContaining({ what: 'key', size: 1_000_000, kept: maxKeyChars }),
    ]);
  });

  it('offers a day 1,000 attribute keys as columns when each of 20,000 events has its own', () => {
    const day = Array.from({ length: 20_000 }, (_, i) => ({
      ...plain(i + 1),
      attributes: { [`own key ${i}`]: `value ${i}` },
    }));
    const store = storeFromEvents(day);
    const chunk = store.days[0];
    expect(new Set(chunk?.attributes.key).size).toBe(maxAttributeKeysPerDay);
    expect(store.rows).toHaveLength(20_000);
    // Past the limit an event keeps its attribute (its detail and export show it), in no column.
    const last = Array.from(store.rows, (g) => store.event(g)).find((event) => event.id === 20_000);
    expect(last?.attributes).toEqual([{ key: 'own key 19999', kind: 'string', text: 'value 19999' }]);
    expect(store.report.cutCount).toBe(20_000 - maxAttributeKeysPerDay);
    expect(store.report.cut).toHaveLength(maxListedCuts);
    expect(store.report.cut[0]).toMatchObject({ what: 'attributeKeys', size: 1 });
  });
});
