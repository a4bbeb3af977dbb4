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
  const values = events.map((event) => def.value(event));
  const text = values.some((value) => value !== undefined && typeof value !== 'number');
  if (!text) {
    values.forEach((value, i) => (keys[i] = typeof value === 'number' ? value : NaN));
    return keys;
  }
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

/**
 * Rows in the order of a column. Absent values sort last whichever the direction, so they never crowd the
 * top; ties keep newest first. The events arrive newest first (merge-days), so the default order costs one
 * pass; any other is a stable radix sort of the column's keys from that order (a comparator over 100k rows
 * was the slowest part of a click).
 */
export function sortEvents(
  events: readonly FleetEvent[],
  column: string,
  desc: boolean,
): readonly FleetEvent[] {
  const known = columnById(column) ? column : 'time';
  const newestFirst = isNewestFirst(events);
  if (known === 'time' && desc && newestFirst) return events;
  // Ties go newest first: start from that order, which a stable sort keeps among equal keys.
  const base = newestFirst ? events : sortByComparator(events, 'time', true);
  const order = radixOrder(sortKeys(base, known), desc);
  const rows = new Array<FleetEvent>(order.length);
  for (let i = 0; i < order.length; i += 1) rows[i] = base[order[i] as number] as FleetEvent;
  return rows;
}

/** The plain way, for putting a list that did not come newest first into that order. */
function sortByComparator(events: readonly FleetEvent[], column: string, desc: boolean): FleetEvent[] {
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
  return order.map((i) => events[i] as FleetEvent);
}

const orders = new WeakMap<readonly FleetEvent[], Map<string, readonly FleetEvent[]>>();

/** `sortEvents`, remembered per loaded list: sorting back to a column seen before costs nothing. */
export function sortedOnce(
  events: readonly FleetEvent[],
  column: string,
  desc: boolean,
): readonly FleetEvent[] {
  let byOrder = orders.get(events);
  if (!byOrder) orders.set(events, (byOrder = new Map()));
  const key = `${column} ${desc ? 'desc' : 'asc'}`;
  let sorted = byOrder.get(key);
  if (!sorted) byOrder.set(key, (sorted = sortEvents(events, column, desc)));
  return sorted;
}
