import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { tableIndexOf } from './drawn-row';

const store = storeFromEvents(
  [1, 2, 3].map((id) => ({ id, type: 'ignition', timeAt: 1_700_000_000_000 + id })),
);

describe("a point's row on the map, in the table", () => {
  it('is the same place when the map drew the table’s own rows', () => {
    expect(tableIndexOf({ store, rows: store.rows }, { store, rows: store.rows }, 2)).toBe(2);
  });

  it('is found by its event when the table is sorted otherwise or narrowed since', () => {
    const drawn = { store, rows: Uint32Array.from([0, 1, 2]) };
    expect(tableIndexOf(drawn, { store, rows: Uint32Array.from([2, 0, 1]) }, 0)).toBe(1);
    expect(tableIndexOf(drawn, { store, rows: Uint32Array.from([2]) }, 0)).toBe(-1);
  });

  it('is none when the table shows another store, whose indices are other events', () => {
    const other = storeFromEvents([{ id: 9, type: 'ignition', timeAt: 1_700_000_000_000 }]);
    expect(tableIndexOf({ store, rows: store.rows }, { store: other, rows: other.rows }, 0)).toBe(-1);
  });
});
