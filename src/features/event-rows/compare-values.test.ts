import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { compareInSlices } from './compare-in-slices';
import { compareRows } from './compare-values';
import { comparedColumns } from './compared-columns';

/** `n` events from `first` on, one a minute, each with what `fields(i)` gives it. */
const events = (first: number, n: number, fields: (i: number) => Record<string, unknown>) =>
  Array.from({ length: n }, (_, i) => ({
    id: first + i,
    type: 'ignition',
    timeAt: (first + i) * 60_000,
    ...fields(i),
  }));
// Minutes 0–39 are the baseline, 40–59 the selection.
const range = { from: 40 * 60_000, to: 60 * 60_000 };

describe('compareRows', () => {
  it('ranks first a value found only in the selection, with its shares, difference and counts', () => {
    const store = storeFromEvents([
      ...events(0, 40, (i) => ({ vehicleId: 10 + (i % 4), action: i % 2 ? 'ON' : 'OFF' })),
      ...events(40, 20, (i) => ({ vehicleId: i < 15 ? 99 : 10 + (i % 4), action: i % 2 ? 'ON' : 'OFF' })),
    ]);
    const comparison = compareRows(store, store.rows, range);
    expect(comparison.selectionRows).toBe(20);
    expect(comparison.baselineRows).toBe(40);
    const [first] = comparison.columns;
    expect(first?.column).toBe('vehicle');
    expect(first?.values[0]).toEqual({
      value: '99',
      selection: 15,
      baseline: 0,
      selectionShare: 0.75,
      baselineShare: 0,
      difference: 0.75,
    });
    // The vehicles crowded out are under-represented: listed after it, with a negative difference.
    expect(first?.values.slice(1).every((v) => v.difference < 0)).toBe(true);
    // The actions are half and half on both sides: nothing stands out there.
    expect(comparison.columns.map((c) => c.column)).not.toContain('action');
  });

  it('ranks nothing when every value has the same share on both sides', () => {
    const same = (i: number) => ({ vehicleId: 10 + (i % 4), action: i % 2 ? 'ON' : 'OFF' });
    const store = storeFromEvents([...events(0, 40, same), ...events(40, 20, same)]);
    expect(compareRows(store, store.rows, range).columns).toEqual([]);
  });

  it('ranks attribute values, and absent ones, over the rows given only', () => {
    const store = storeFromEvents([
      ...events(0, 40, () => ({ attributes: { status: 'OK' } })),
      ...events(40, 20, (i) => ({ attributes: i < 10 ? { status: 'LOW' } : {} })),
    ]);
    const status = compareRows(store, store.rows, range).columns.find((c) => c.column === 'attr.status');
    expect(status?.values.map((v) => [v.value, v.selection, v.baseline])).toEqual([
      ['LOW', 10, 0],
      [null, 10, 0],
      ['OK', 0, 40],
    ]);
    // Only the rows given count: without the selection's rows there is nothing to compare.
    const baselineOnly = store.rows.filter((g) => (store.column('timeAt')[g] as number) < range.from);
    expect(compareRows(store, baselineOnly, range).columns).toEqual([]);
  });

  it('gives the same answer in slices, and stops when aborted', async () => {
    const store = storeFromEvents([
      ...events(0, 40, (i) => ({ vehicleId: 10 + (i % 4) })),
      ...events(40, 20, () => ({ vehicleId: 99 })),
    ]);
    const controller = new AbortController();
    await expect(compareInSlices(store, store.rows, range, controller.signal)).resolves.toEqual(
      compareRows(store, store.rows, range),
    );
    controller.abort();
    await expect(compareInSlices(store, store.rows, range, controller.signal)).rejects.toThrow();
  });

  it('lists what the selection has more of before what it lacks, even when that differs more', () => {
    // Selection: vehicle 7 in 6 of 20 (baseline none), vehicle 1 in 4 of 20 (baseline 28 of 40); vehicle 2's
    // 10 of 20 against 12 of 40 is within chance.
    const store = storeFromEvents([
      ...events(0, 40, (i) => ({ vehicleId: i < 28 ? 1 : 2 })),
      ...events(40, 20, (i) => ({ vehicleId: i < 6 ? 7 : i < 10 ? 1 : 2 })),
    ]);
    const [vehicle] = compareRows(store, store.rows, range).columns;
    expect(vehicle?.values.map((v) => [v.value, v.difference.toFixed(2)])).toEqual([
      ['7', '0.30'],
      ['1', '-0.50'],
    ]);
  });

  it("compares the rows the filters keep with the window's other events, time aside", async () => {
    // Every third event is vehicle 5's, with a LOW battery, spread over the whole hour: no range singles
    // them out, a filter on the vehicle does.
    const store = storeFromEvents(
      events(0, 60, (i) =>
        i % 3 === 0
          ? { vehicleId: 5, attributes: { battery: 'LOW' } }
          : { vehicleId: 10 + (i % 2), attributes: { battery: 'OK' } },
      ),
    );
    const shown = store.rows.filter((g) => store.event(g).vehicleId === 5);
    const comparison = compareRows(store, shown, 'filters');
    expect([comparison.selectionRows, comparison.baselineRows]).toEqual([20, 40]);
    const battery = comparison.columns.find((c) => c.column === 'attr.battery');
    expect(battery?.values[0]).toMatchObject({ value: 'LOW', selection: 20, baseline: 0 });
    await expect(compareInSlices(store, shown, 'filters', new AbortController().signal)).resolves.toEqual(
      comparison,
    );
    // Every event shown: nothing is left to compare with.
    expect(compareRows(store, store.rows, 'filters')).toMatchObject({ baselineRows: 0, columns: [] });
  });

  it('leaves out attribute keys whose values are mostly distinct, as odometer is', () => {
    const store = storeFromEvents(
      events(0, 150, (i) => ({ attributes: { seq: String(1000 + i), status: i % 3 ? 'OK' : 'LOW' } })),
    );
    expect(comparedColumns(store)).toContain('attr.status');
    expect(comparedColumns(store)).not.toContain('attr.seq');
    expect(comparedColumns(store)).not.toContain('odometer');
  });

  it('orders the columns by how much their whole distribution differs, not by their best value', () => {
    // Vehicle: 10 on every selected event against half the rest (+50 %, −50 %). Type: three new types
    // share the selection (+35 %, +35 %, +30 %) and ignition is gone from it: a whole distribution apart.
    const store = storeFromEvents([
      ...events(0, 40, (i) => ({ vehicleId: 10 + (i % 2) })),
      ...events(40, 20, (i) => ({ vehicleId: 10, type: i < 7 ? 'alarm' : i < 14 ? 'speeding' : 'idle' })),
    ]);
    const { columns } = compareRows(store, store.rows, range);
    expect(columns.map((c) => c.column)).toEqual(['type', 'vehicle']);
    expect(columns[0]?.divergence).toBeCloseTo(1);
    expect(columns[1]?.divergence).toBeCloseTo(0.311, 3);
  });

  it('folds id-like columns after the others: a sequence per vehicle, an address per event, trips', () => {
    // Four vehicles, each numbering its events (`seq` repeats across vehicles, never within one), every two
    // events at a new address and trips of ten events: in a range of the day they all differ from the rest, by
    // their nature. The type is what a person wants first: speeding, in half the range only.
    const store = storeFromEvents(
      events(0, 240, (i) => ({
        vehicleId: 10 + (i % 4),
        tripId: 500 + Math.floor(i / 10),
        location: `${Math.floor(i / 2)} George St`,
        type: i >= 200 && i % 2 ? 'speeding' : 'ignition',
        attributes: { seq: String(1000 + Math.floor(i / 4)), status: 'OK' },
      })),
    );
    const comparison = compareRows(store, store.rows, { from: 200 * 60_000, to: 240 * 60_000 });
    expect(comparison.columns.map((c) => c.column)).toEqual(['type']);
    expect(comparison.idLike.map((c) => c.column).sort()).toEqual(['attr.seq', 'location', 'trip']);
  });
});
