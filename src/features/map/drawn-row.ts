import type { EventStore, Rows } from '../event-data';

/** Rows of a store: the store's global indices. */
export interface StoreRows {
  store: EventStore;
  rows: Rows;
}

/**
 * The table's place of the event at `row` among the rows the map drew. The map draws the rows in an order
 * no sort changes, and may still show those from before a keystroke: -1 when the table no longer shows
 * the event (or shows another store's, where the indices mean other events).
 */
export function tableIndexOf(drawn: StoreRows, table: StoreRows, row: number): number {
  if (drawn.store !== table.store) return -1;
  if (drawn.rows === table.rows) return row;
  const g = drawn.rows[row];
  return g === undefined ? -1 : table.rows.indexOf(g);
}
