import type { FleetEvent } from '../api/event-schema';
import { columnById } from './columns';
import { radixOrder } from './radix-order';

const collator = new Intl.Collator();

/**
 * One number per row to sort by: numbers as they are, text by its rank among the column's distinct values
 * (compared once per distinct value, not once per comparison), absent as NaN.
 */
function sortKeys(events: readonly FleetEvent[], column: string): Float64Array {
  const def = columnById(column) ?? columnById('time');
  const keys = new Float64Array(events.length);
  if (!def) return keys;
  let text = false;
  for (let i = 0; i < events.length && !text; i += 1) {
    const value = def.value(events[i] as FleetEvent);
    if (typeof value === 'number') keys[i] = value;
    else if (value === undefined) keys[i] = NaN;
    else text = true;
  }
  if (!text) return keys;
  const values = events.map((event) => def.value(event));
  const distinct = [...new Set(values.filter((v) => v !== undefined).map(String))].sort(collator.compare);
  // Strings the collator holds equal (composed and decomposed accents) share a rank, so they tie.
  const rank = new Map<string, number>();
  distinct.forEach((value, i) => {
    const previous = distinct[i - 1];
    const same = previous !== undefined && collator.compare(previous, value) === 0;
    rank.set(value, same ? (rank.get(previous) as number) : i);
  });
  values.forEach((value, i) => (keys[i] = value === undefined ? NaN : (rank.get(String(value)) ?? NaN)));
  return keys;
}

function isNewestFirst(events: readonly FleetEvent[]): boolean {
  for (let i = 1; i < events.length; i += 1) {
    if ((events[i - 1] as FleetEvent).timeAt < (events[i] as FleetEvent).timeAt) return false;
  }
  return true;
}

/** Rows in a column's order, and where each came from in the loaded list (null: the same order). */
export interface SortedRows {
  rows: readonly FleetEvent[];
  from: Uint32Array | null;
}

/**
 * Rows in the order of a column. Absent values sort last whichever the direction, so they never crowd the
 * top; ties keep newest first. The events arrive newest first (merge-days), so the default order costs one
 * pass; any other is a stable radix sort of the column's keys from that order (a comparator over 100k rows
 * was the slowest part of a click).
 */
export function sortRows(events: readonly FleetEvent[], column: string, desc: boolean): SortedRows {
  const known = columnById(column) ? column : 'time';
  const newestFirst = isNewestFirst(events);
  if (known === 'time' && desc && newestFirst) return { rows: events, from: null };
  // Ties go newest first: start from that order, which a stable sort keeps among equal keys.
  const base = newestFirst ? null : orderByComparator(events, 'time', true);
  const baseRows = base ? Array.from(base, (i) => events[i] as FleetEvent) : events;
  const order = radixOrder(sortKeys(baseRows, known), desc);
  const rows = new Array<FleetEvent>(order.length);
  const from = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i += 1) {
    const at = base ? (base[order[i] as number] as number) : (order[i] as number);
    from[i] = at;
    rows[i] = events[at] as FleetEvent;
  }
  return { rows, from };
}

/** The plain way, for putting a list that did not come newest first into that order: the positions. */
function orderByComparator(events: readonly FleetEvent[], column: string, desc: boolean): number[] {
  const keys = sortKeys(events, column);
  const sign = desc ? -1 : 1;
  const order = Array.from(events, (_, i) => i);
  order.sort((a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    const absentA = Number.isNaN(ka);
    const absentB = Number.isNaN(kb);
    if (absentA !== absentB) return absentA ? 1 : -1;
    const byKey = absentA ? 0 : sign * (ka - kb);
    return byKey || (events[b] as FleetEvent).timeAt - (events[a] as FleetEvent).timeAt || a - b;
  });
  return order;
}

const orders = new WeakMap<readonly FleetEvent[], Map<string, SortedRows>>();

/** `sortRows`, remembered per loaded list: sorting back to a column seen before costs nothing. */
export function sortedOnce(events: readonly FleetEvent[], column: string, desc: boolean): SortedRows {
  let byOrder = orders.get(events);
  if (!byOrder) orders.set(events, (byOrder = new Map()));
  const key = `${column} ${desc ? 'desc' : 'asc'}`;
  let sorted = byOrder.get(key);
  if (!sorted) byOrder.set(key, (sorted = sortRows(events, column, desc)));
  return sorted;
}
