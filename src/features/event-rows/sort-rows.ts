import { gatherInto } from '../../lib/gather';
import { radixOrder } from '../../lib/radix-order';
import type { EventStore, Rows } from '../event-data';
import { columnById } from './columns';
import type { RowNames } from './row-names';
import type { SortChoice } from '../event-url';

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
  if (sort.column === 'time') {
    const oldest = oldestFirst(all, base);
    if (oldest) return oldest;
  }
  const order = radixOrder(gatherInto(new Float64Array(base.length), all, base), sort.desc);
  return gatherInto(new Uint32Array(base.length), base, order);
}

/**
 * Newest first turned around in one pass instead of a sort: the runs of equal times in reverse order, each
 * run kept in base order, as the stable sort keeps ties. Null when `base` is not newest first or a time is
 * absent, for the sort to handle.
 */
function oldestFirst(time: Float64Array, base: Rows): Rows | null {
  const n = base.length;
  const rows = new Uint32Array(n);
  let start = 0;
  while (start < n) {
    const key = time[base[start] as number] as number;
    let end = start + 1;
    while (end < n && time[base[end] as number] === key) end += 1;
    // NaN fails both tests: an absent time goes last, which the sort does.
    if (key !== key || (end < n && !((time[base[end] as number] as number) < key))) return null;
    // A loop, not rows.set(base.subarray(...)): most runs are one event, and a subarray for each made
    // this slower than the sort it replaces.
    for (let i = start, to = n - end; i < end; i += 1, to += 1) rows[to] = base[i] as number;
    start = end;
  }
  return rows;
}
