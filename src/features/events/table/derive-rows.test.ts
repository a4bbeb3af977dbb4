import { describe, expect, it } from 'vitest';
import type { FleetEvent } from '../api/event-schema';
import { deriveRows } from './derive-rows';

const events: FleetEvent[] = [
  {
    id: 1,
    type: 'ignition',
    action: 'ON',
    timeAt: 100,
    vehicleId: 7,
    location: 'George St, Sydney',
    odometer: 5,
  },
  { id: 2, type: 'driver', action: 'Work', timeAt: 300, vehicleId: 8, attributes: { status: 'late' } },
  {
    id: 3,
    type: 'ignition',
    action: 'OFF',
    timeAt: 200,
    vehicleId: 7,
    location: 'Pitt St, Sydney',
    odometer: 9,
  },
];
const view = { search: '', types: [], actions: [], sort: { column: 'time', desc: true } };
const ids = (rows: readonly FleetEvent[]) => rows.map((e) => e.id);

describe('deriveRows', () => {
  it('sorts by time, newest first, by default', () => {
    expect(ids(deriveRows(events, view).rows)).toEqual([2, 3, 1]);
  });

  it('sorts any column either way, with absent values last', () => {
    expect(ids(deriveRows(events, { ...view, sort: { column: 'odometer', desc: false } }).rows)).toEqual([
      1, 3, 2,
    ]);
    expect(ids(deriveRows(events, { ...view, sort: { column: 'odometer', desc: true } }).rows)).toEqual([
      3, 1, 2,
    ]);
    expect(ids(deriveRows(events, { ...view, sort: { column: 'location', desc: false } }).rows)).toEqual([
      1, 3, 2,
    ]);
  });

  it('searches ids, location and attributes, every word must match', () => {
    expect(ids(deriveRows(events, { ...view, search: 'sydney pitt' }).rows)).toEqual([3]);
    expect(ids(deriveRows(events, { ...view, search: 'LATE' }).rows)).toEqual([2]);
    expect(ids(deriveRows(events, { ...view, search: '8' }).rows)).toEqual([2]);
  });

  it('keeps the sort order among the rows a search finds', () => {
    const sorted = { ...view, search: 'sydney', sort: { column: 'odometer', desc: true } };
    expect(ids(deriveRows(events, sorted).rows)).toEqual([3, 1]);
    expect(ids(deriveRows(events, { ...sorted, sort: { column: 'odometer', desc: false } }).rows)).toEqual([
      1, 3,
    ]);
  });

  it('counts facets after search and filters by them', () => {
    const { rows, facets } = deriveRows(events, { ...view, types: ['ignition'], actions: ['OFF'] });
    expect(ids(rows)).toEqual([3]);
    expect(Object.fromEntries(facets.types)).toEqual({ ignition: 2, driver: 1 });
    expect(Object.fromEntries(facets.actions)).toEqual({ ON: 1, Work: 1, OFF: 1 });
  });

  it('a 10,000-character search finds nothing and does not fail', () => {
    expect(deriveRows(events, { ...view, search: 'x'.repeat(10_000) }).rows).toEqual([]);
  });
});
