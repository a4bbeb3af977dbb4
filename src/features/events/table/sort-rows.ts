import { radixOrder } from '../../../lib/radix-order';
import type { EventStore, Rows } from '../data/event-store';
import { columnById } from './columns';
import type { RowNames } from './row-names';

export interface SortChoice {
  column: string;
  desc: boolean;
}

/**
 * Rows in the order of a column: a stable radix sort of the column's keys, starting from newest first, so
 * ties stay newest first; absent values go last whichever the direction. Text columns sort by the
 * collation rank the parser worked out while the days arrived, so a sort compares no strings; a name
 * column by the rank of each entity's name among `names`.
 */
export function sortRows(store: EventStore, base: Rows, sort: SortChoice, names?: RowNames): Rows {
  const column = columnById(sort.column);
  if (!column?.keys || (sort.column === 'time' && sort.desc)) return base;
  const all = column.keys(store, names);
  const keys = new Float64Array(base.length);
  for (let i = 0; i < base.length; i += 1) keys[i] = all[base[i] as number] as number;
  const order = radixOrder(keys, sort.desc);
  const rows = new Uint32Array(base.length);
  for (let i = 0; i < order.length; i += 1) rows[i] = base[order[i] as number] as number;
  return rows;
}
