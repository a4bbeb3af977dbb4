import { describe, expect, it } from 'vitest';
import type { FleetEvent } from '../api/event-schema';
import { sortedOnce, sortEvents } from './sort-events';

const e = (id: number, timeAt: number, extra: Partial<FleetEvent> = {}): FleetEvent => ({
  id,
  timeAt,
  type: 'ignition',
  ...extra,
});
const ids = (rows: readonly FleetEvent[]) => rows.map((row) => row.id);

const rows = [
  e(1, 100, { odometer: 5, location: 'Zetland' }),
  e(2, 400, { location: 'Árvore' }),
  e(3, 300, { odometer: 5, location: 'alpha' }),
  e(4, 200, { odometer: -2, location: 'Beta' }),
];

describe('sortEvents', () => {
  it('sorts numbers either way, absent values last both times, ties newest first', () => {
    expect(ids(sortEvents(rows, 'odometer', false))).toEqual([4, 3, 1, 2]);
    expect(ids(sortEvents(rows, 'odometer', true))).toEqual([3, 1, 4, 2]);
  });

  it('sorts text as people read it, not by code point', () => {
    expect(ids(sortEvents(rows, 'location', false))).toEqual([3, 2, 4, 1]);
    expect(ids(sortEvents(rows, 'location', true))).toEqual([1, 4, 2, 3]);
  });

  it('leaves a list that is already newest first as it is, and sorts one that is not', () => {
    const newestFirst = [rows[1], rows[2], rows[3], rows[0]] as FleetEvent[];
    expect(sortEvents(newestFirst, 'time', true)).toBe(newestFirst);
    expect(ids(sortEvents(rows, 'time', true))).toEqual([2, 3, 4, 1]);
    expect(ids(sortEvents(rows, 'time', false))).toEqual([1, 4, 3, 2]);
  });

  it('remembers an order per loaded list', () => {
    const first = sortedOnce(rows, 'odometer', false);
    expect(sortedOnce(rows, 'odometer', false)).toBe(first);
    expect(sortedOnce([...rows], 'odometer', false)).not.toBe(first);
  });
});
