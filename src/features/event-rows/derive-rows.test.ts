import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import type { Rows } from '../event-data';
import type { RowView } from '../event-url';
import { deriveRows } from './derive-rows';

const store = storeFromEvents([
  {
    id: 1,
    type: 'ignition',
    action: 'ON',
    timeAt: 100,
    vehicleId: 7,
    location: 'George St, Sydney',
    odometer: 5,
  },
  {
    id: 2,
    type: 'driver',
    action: 'Work',
    timeAt: 300,
    vehicleId: 8,
    attributes: { status: 'late', seq: 51 },
  },
  {
    id: 3,
    type: 'ignition',
    action: 'OFF',
    timeAt: 200,
    vehicleId: 7,
    location: 'Pitt St, Sydney',
    odometer: 9,
  },
]);
const view: RowView = {
  search: '',
  filters: [],
  sort: { column: 'time', desc: true },
  showOutside: false,
  area: null,
  areaUnreadable: null,
};
const ids = (rows: Rows) => Array.from(rows, (g) => store.event(g).id);
const derive = (patch: Partial<RowView>) => deriveRows(store, { ...view, ...patch });

describe('deriveRows', () => {
  it('sorts by time, newest first, by default', () => {
    expect(ids(derive({}).rows)).toEqual([2, 3, 1]);
  });

  it('sorts any column either way, with absent values last', () => {
    expect(ids(derive({ sort: { column: 'odometer', desc: false } }).rows)).toEqual([1, 3, 2]);
    expect(ids(derive({ sort: { column: 'odometer', desc: true } }).rows)).toEqual([3, 1, 2]);
    expect(ids(derive({ sort: { column: 'location', desc: false } }).rows)).toEqual([1, 3, 2]);
  });

  it('sorts text by collation, not code order', () => {
    expect(ids(derive({ sort: { column: 'action', desc: false } }).rows)).toEqual([3, 1, 2]);
  });

  it('searches ids, location and attributes, every word must match', () => {
    expect(ids(derive({ search: 'sydney pitt' }).rows)).toEqual([3]);
    expect(ids(derive({ search: 'LATE' }).rows)).toEqual([2]);
    expect(ids(derive({ search: '8' }).rows)).toEqual([2]);
    // An attribute sent as a number is searched as its text.
    expect(ids(derive({ search: '51' }).rows)).toEqual([2]);
  });

  it('finds a term in event ids and attribute values however often it occurs, and nowhere else', () => {
    // Ids and values from 1 to 3,000: "8" is in about a third of them, "1234" in a few, "2999" in one.
    const many = storeFromEvents(
      Array.from({ length: 3000 }, (_, i) => ({
        id: i + 1,
        type: 'ignition',
        timeAt: i,
        attributes: { seq: `v${3000 - i}` },
      })),
    );
    const found = (term: string) =>
      new Set(Array.from(deriveRows(many, { ...view, search: term }).rows, (g) => many.event(g).id));
    for (const term of ['8', '88', '1234', '2999', '3000']) {
      const expected = new Set<number>();
      for (let id = 1; id <= 3000; id += 1)
        if (String(id).includes(term) || String(3001 - id).includes(term)) expected.add(id);
      expect(found(term), term).toEqual(expected);
    }
  });

  it('keeps the sort order among the rows a search finds', () => {
    const sorted = { ...view, search: 'sydney', sort: { column: 'odometer', desc: true } };
    expect(ids(derive(sorted).rows)).toEqual([3, 1]);
    expect(ids(derive({ ...sorted, sort: { column: 'odometer', desc: false } }).rows)).toEqual([1, 3]);
  });

  it('counts type and action before their own filters, and filters by them', () => {
    const { rows, facets } = derive({
      filters: [
        { mode: 'in', column: 'type', value: 'ignition' },
        { mode: 'in', column: 'action', value: 'OFF' },
      ],
    });
    expect(ids(rows)).toEqual([3]);
    expect(Object.fromEntries(facets.types)).toEqual({ ignition: 2, driver: 1 });
    expect(Object.fromEntries(facets.actions)).toEqual({ ON: 1, Work: 1, OFF: 1 });
  });

  it('includes and excludes on any column after the search; other columns narrow the counts', () => {
    const vehicle7 = derive({ filters: [{ mode: 'in', column: 'vehicle', value: '7' }] });
    expect(ids(vehicle7.rows)).toEqual([3, 1]);
    expect(Object.fromEntries(vehicle7.facets.types)).toEqual({ ignition: 2 });
    expect(
      ids(derive({ search: 'pitt', filters: [{ mode: 'in', column: 'vehicle', value: '7' }] }).rows),
    ).toEqual([3]);
    expect(ids(derive({ filters: [{ mode: 'ex', column: 'odometer', value: '9' }] }).rows)).toEqual([2, 1]);
    // Absent is a value: events without an odometer, and all but them.
    expect(ids(derive({ filters: [{ mode: 'in', column: 'odometer', value: null }] }).rows)).toEqual([2]);
    expect(ids(derive({ filters: [{ mode: 'ex', column: 'odometer', value: null }] }).rows)).toEqual([3, 1]);
    expect(ids(derive({ filters: [{ mode: 'in', column: 'attr.status', value: 'late' }] }).rows)).toEqual([
      2,
    ]);
    // Several values of a column: any of them; a value no event has includes nothing.
    const either = derive({
      filters: [
        { mode: 'in', column: 'action', value: 'ON' },
        { mode: 'in', column: 'action', value: 'Work' },
      ],
    });
    expect(ids(either.rows)).toEqual([2, 1]);
    expect(derive({ filters: [{ mode: 'in', column: 'vehicle', value: '99' }] }).rows).toHaveLength(0);
    expect(derive({ filters: [{ mode: 'ex', column: 'vehicle', value: '99' }] }).rows).toHaveLength(3);
  });

  it('remembers a filter set with the store: the same filters give the same rows', () => {
    const filters = [{ mode: 'ex' as const, column: 'action', value: 'OFF' }];
    expect(derive({ filters }).rows).toBe(derive({ filters: [...filters] }).rows);
  });

  it('hands the same unordered rows to every sort of the same rows, and new ones to other rows', () => {
    const byTime = derive({ search: 'sydney' });
    const byOdometer = derive({ search: 'sydney', sort: { column: 'odometer', desc: false } });
    expect(byOdometer.unordered).toBe(byTime.unordered);
    expect(ids(byOdometer.unordered).sort()).toEqual(ids(byOdometer.rows).sort());
    expect(derive({ search: 'pitt', sort: { column: 'odometer', desc: false } }).unordered).toHaveLength(1);
  });

  it('a 10,000-character search finds nothing and does not fail', () => {
    expect(derive({ search: 'x'.repeat(10_000) }).rows).toHaveLength(0);
  });
});

describe('deriveRows in an area', () => {
  const fix = (id: number, vehicleId: number, lat: number, lng: number, timeAt: number) => ({
    id,
    type: 'position',
    action: 'UPDATE',
    timeAt,
    vehicleId,
    GPS: { valid: true, Lat: lat, Lng: lng },
  });
  const mapped = storeFromEvents([
    fix(1, 7, -33.85, 151.2, 100),
    fix(2, 7, -37.8, 144.9, 200),
    fix(3, 8, -33.86, 151.21, 300),
    { id: 4, type: 'driver', action: 'Rest', timeAt: 400, vehicleId: 8 },
    { ...fix(5, 9, -33.85, 151.2, 500), GPS: { valid: false, Lat: -33.85, Lng: 151.2 } },
  ]);
  const sydney = { south: -34, west: 151, north: -33.5, east: 151.5 };

  it('keeps only the events whose valid fix lies inside, and the counts follow', () => {
    const derived = deriveRows(mapped, { ...view, area: sydney });
    expect(Array.from(derived.rows, (g) => mapped.event(g).id)).toEqual([3, 1]);
    expect(derived.facets.types.get('position')).toBe(2);
    expect(derived.stats.vehicles).toBe(2);
    expect(deriveRows(mapped, view).rows).toHaveLength(5);
  });
});
