import { describe, expect, it, vi } from 'vitest';
import type { EntityName } from '../entities';
import { Dictionary, EventStore, type Rows, storeFromEvents } from '../event-data';
import { InternPool, readDay } from '../../testing/internals';
import type { RowView } from '../event-url';
import { deriveRows } from './derive-rows';
import { valueLabelsWithNames } from './value-labels';
import { labelsWithNames } from './label-of';
import { distinctIds, noRowNames, type RowNames } from './row-names';

// Vehicle 7 and device 7 share a number: names must still be told apart by kind.
const store = storeFromEvents([
  { id: 1, type: 'ignition', timeAt: 100, vehicleId: 12, deviceId: 7, location: 'George St' },
  { id: 2, type: 'ignition', timeAt: 200, vehicleId: 7, deviceId: 30 },
  { id: 3, type: 'driver', timeAt: 300, vehicleId: 2, deviceId: 31 },
  { id: 4, type: 'driver', timeAt: 400, deviceId: 32 },
  { id: 5, type: 'driver', timeAt: 500, vehicleId: 99, deviceId: 33 },
]);
const view: RowView = {
  search: '',
  filters: [],
  sort: { column: 'time', desc: true },
  showOutside: false,
  area: null,
  areaUnreadable: null,
};
const named = (name: string, secondary?: string): EntityName =>
  secondary ? { name, secondary, source: 'api' } : { name, source: 'api' };
const names: RowNames = {
  ...noRowNames,
  vehicle: new Map([
    [12, named('Ute 12', 'AB-12-CD')],
    [7, named('Camión 3')],
    [2, named('Ute 2')],
  ]),
  device: new Map([[7, named("Priya Singh's tablet")]]),
};
const ids = (rows: Rows) => Array.from(rows, (g) => store.event(g).id);
/** The rows' ids for a view, with these names (null: none given). */
const derive = (patch: Partial<RowView>, given: RowNames | null = names) =>
  ids(deriveRows(store, { ...view, ...patch }, given ?? undefined).rows);

/** Days read by one parser, and a store joining any of them, as the page joins days as they arrive. */
function readDays(days: unknown[][]) {
  const pool = new InternPool();
  const chunks = days.map((day) => readDay(day, pool, { timeUnit: 'ms' }));
  const dictionary = new Dictionary();
  dictionary.apply(pool.takeDelta());
  const window = { from: 0, to: 1000 };
  const join = (...joined: ((typeof chunks)[number] | undefined)[]) =>
    new EventStore(
      joined.flatMap((chunk) => (chunk ? [{ chunk, label: 'day', requested: window }] : [])),
      dictionary,
      window,
    );
  return { chunks, join };
}

describe('names in the rows', () => {
  it('finds the distinct ids of each kind', () => {
    expect([...distinctIds(store, 'vehicle')].sort((a, b) => a - b)).toEqual([2, 7, 12, 99]);
    expect(distinctIds(store, 'company')).toHaveLength(0);
  });

  it('finds them day by day, without gathering the column across days', () => {
    const { chunks, join } = readDays([
      [{ id: 3, type: 'x', timeAt: 300, tripId: 5 }],
      [
        { id: 2, type: 'x', timeAt: 200, tripId: 9 },
        { id: 1, type: 'x', timeAt: 100, tripId: 5 },
      ],
    ]);
    const joined = join(...chunks);
    const gather = vi.spyOn(joined, 'column');
    expect([...distinctIds(joined, 'trip')]).toEqual([5, 9]);
    expect(gather).not.toHaveBeenCalled();
  });

  it("joins the days' own distinct ids, which each day keeps for every store it is joined into", () => {
    const {
      chunks: [first, second],
      join: store,
    } = readDays([
      [
        { id: 3, type: 'x', timeAt: 300, tripId: 5 },
        { id: 4, type: 'x', timeAt: 301, tripId: 9 },
      ],
      [
        { id: 2, type: 'x', timeAt: 200, tripId: 9 },
        { id: 1, type: 'x', timeAt: 100, tripId: 7 },
      ],
    ]);
    const sorted = (ids: Float64Array) => [...ids].sort((a, b) => a - b);
    expect(sorted(distinctIds(store(first), 'trip'))).toEqual([5, 9]);
    expect(sorted(distinctIds(store(first, second), 'trip'))).toEqual([5, 7, 9]);
    // The second day alone: its own ids, whatever the stores it was joined into before.
    expect(sorted(distinctIds(store(second), 'trip'))).toEqual([7, 9]);
  });

  it('sorts a name column by name (numbers in order), unnamed ids after, absent last', () => {
    expect(derive({ sort: { column: 'vehicle', desc: false } })).toEqual([2, 3, 1, 5, 4]);
    expect(derive({ sort: { column: 'vehicle', desc: true } })).toEqual([5, 1, 3, 2, 4]);
    // The id column, and the name column before any name is known, sort by id.
    expect(derive({ sort: { column: 'vehicleId', desc: false } })).toEqual([3, 2, 1, 5, 4]);
    expect(derive({ sort: { column: 'vehicle', desc: false } }, noRowNames)).toEqual([3, 2, 1, 5, 4]);
  });

  it('sorts again when names arrive, not before', () => {
    const sort = { column: 'vehicle', desc: false };
    const early: RowNames = { ...noRowNames, vehicle: new Map([[99, named('Aardvark')]]) };
    expect(derive({ sort }, early)).toEqual([5, 3, 2, 1, 4]);
    expect(derive({ sort }, names)).toEqual([2, 3, 1, 5, 4]);
  });

  it('a search finds the events of the entities so named, by kind, ignoring case and accents', () => {
    expect(derive({ search: 'camion' })).toEqual([2]);
    expect(derive({ search: 'UTE' })).toEqual([3, 1]);
    expect(derive({ search: 'priya' })).toEqual([1]);
    // The secondary text (a registration) is searched too; every word must match.
    expect(derive({ search: 'ab-12 george' })).toEqual([1]);
    expect(derive({ search: 'camion' }, null)).toEqual([]);
  });

  it('labels entity values with their names, others as they are', () => {
    const labelOf = labelsWithNames(names);
    expect(labelOf('vehicle', 12)).toBe('Ute 12 (12)');
    expect(labelOf('vehicleId', 99)).toBe('99');
    expect(labelOf('device', 7)).toBe("Priya Singh's tablet (7)");
    expect(labelOf('location', 'George St')).toBe('George St');
    expect(labelOf('gpsValid', true)).toBe('yes');
    expect(labelOf('odometer', undefined)).toBe('not sent');
  });

  it('labels chips and top values (values as the URL keeps them) with names too', () => {
    const labelOf = valueLabelsWithNames(names);
    expect(labelOf('vehicle', '12')).toBe('Ute 12 (12)');
    expect(labelOf('vehicle', '99')).toBe('99');
    expect(labelOf('vehicle', null)).toBe('(none)');
    expect(labelOf('location', 'George St')).toBe('George St');
  });
});
