import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { comparePeriods } from './compare-periods';

/** `n` events of one day, each with what `fields(i)` gives it. */
const day = (n: number, fields: (i: number) => Record<string, unknown>) => {
  const store = storeFromEvents(
    Array.from({ length: n }, (_, i) => ({ id: i + 1, type: 'ignition', timeAt: i * 60_000, ...fields(i) })),
  );
  return { store, rows: store.rows };
};

describe('comparePeriods', () => {
  it('ranks the values whose share today differs most from the weeks before, across stores, by text', () => {
    // The weeks before: four vehicles evenly, ignition only, roads half and half. Today: vehicle 99 and
    // speeding show up, and A3 is seven events in eight.
    const weeks = [0, 1, 2].map(() =>
      day(80, (i) => ({ vehicleId: 10 + (i % 4), action: 'ON', attributes: { road: i % 2 ? 'M1' : 'A3' } })),
    );
    const today = day(40, (i) => ({
      vehicleId: i < 20 ? 99 : 10 + (i % 4),
      type: i < 10 ? 'speeding' : 'ignition',
      action: 'ON',
      attributes: { road: i % 8 === 0 ? 'M1' : 'A3' },
    }));
    const found = comparePeriods([today], weeks, 5);
    expect(found[0]).toMatchObject({ column: 'vehicle', value: '99', selection: 20, baseline: 0 });
    expect(found.map((f) => `${f.column}=${f.value}`)).toContain('type=speeding');
    expect(found.map((f) => `${f.column}=${f.value}`)).toContain('attr.road=A3');
    // Actions are "ON" on both sides: nothing stands out there.
    expect(found.some((f) => f.column === 'action')).toBe(false);
    expect(found.length).toBeLessThanOrEqual(5);
  });

  it('leaves out an attribute like an id, whose values are new every day', () => {
    // A vehicle's own numbers (25 of them, never the same two days): each would stand out every day.
    const own = (from: number) => (i: number) => ({
      vehicleId: 10,
      action: 'ON',
      attributes: { seq: String(from + (i % 25)) },
    });
    const found = comparePeriods([day(400, own(1000))], [day(400, own(0)), day(400, own(500))], 5);
    expect(found.filter((f) => f.column === 'attr.seq')).toEqual([]);
  });

  it('finds nothing when today is like the weeks before', () => {
    const like = () => day(60, (i) => ({ vehicleId: 10 + (i % 3), action: i % 2 ? 'ON' : 'OFF' }));
    expect(comparePeriods([like()], [like(), like()], 5)).toEqual([]);
  });
});
