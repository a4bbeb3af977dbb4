import { describe, expect, it } from 'vitest';
import type { FleetEvent } from '../api/event-schema';
import { sortedOnce, sortRows } from './sort-events';

const sortEvents = (events: readonly FleetEvent[], column: string, desc: boolean) =>
  sortRows(events, column, desc).rows;

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

describe('sortRows', () => {
  it('sorts numbers either way, absent values last both times, ties newest first', () => {
    expect(ids(sortEvents(rows, 'odometer', false))).toEqual([4, 3, 1, 2]);
    expect(ids(sortEvents(rows, 'odometer', true))).toEqual([3, 1, 4, 2]);
  });

  it('sorts text as people read it, not by code point', () => {
    expect(ids(sortEvents(rows, 'location', false))).toEqual([3, 2, 4, 1]);
    expect(ids(sortEvents(rows, 'location', true))).toEqual([1, 4, 2, 3]);
  });

  it('ties text the collator holds equal, newest first', () => {
    const composed = 'Caf\u00e9';
    const decomposed = 'Cafe\u0301';
    const cafes = [
      e(1, 300, { location: decomposed }),
      e(2, 200, { location: composed }),
      e(3, 100, { location: decomposed }),
    ];
    expect(ids(sortEvents(cafes, 'location', false))).toEqual([1, 2, 3]);
    expect(ids(sortEvents(cafes, 'location', true))).toEqual([1, 2, 3]);
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
    // Where each sorted row came from in the loaded list.
    expect([...(first.from ?? [])].map((i) => rows[i])).toEqual(first.rows);
  });

  it('orders a large list exactly as a plain comparator would, both ways, ties newest first', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const many = Array.from({ length: 5_000 }, (_, i) =>
      e(i, Math.floor(random() * 1_000), {
        ...(random() < 0.9 ? { odometer: Math.floor(random() * 50) / 2 - 10 } : {}),
        ...(random() < 0.9 ? { location: ['b', 'A', 'c', 'á'][Math.floor(random() * 4)] as string } : {}),
      }),
    );
    const reference = (column: 'odometer' | 'location', desc: boolean) =>
      [...many].sort((a, b) => {
        const ka = a[column];
        const kb = b[column];
        if (ka === undefined || kb === undefined)
          return ka === kb ? b.timeAt - a.timeAt || a.id - b.id : ka === undefined ? 1 : -1;
        const byKey =
          typeof ka === 'number' ? ka - (kb as number) : new Intl.Collator().compare(ka, kb as string);
        return (desc ? -byKey : byKey) || b.timeAt - a.timeAt || a.id - b.id;
      });
    for (const column of ['odometer', 'location'] as const) {
      for (const desc of [false, true]) {
        expect(ids(sortEvents(many, column, desc))).toEqual(ids(reference(column, desc)));
      }
    }
  });
});
