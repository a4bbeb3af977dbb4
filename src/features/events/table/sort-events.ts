import type { FleetEvent } from '../api/event-schema';
import { columnById } from './columns';

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
  const rank = new Map(distinct.map((value, i) => [value, i]));
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
 * top; ties go newest first. The events arrive newest first (merge-days), so the default order costs one
 * pass; any other order is an index sort over typed keys.
 */
export function sortEvents(
  events: readonly FleetEvent[],
  column: string,
  desc: boolean,
): readonly FleetEvent[] {
  if ((column === 'time' || !columnById(column)) && desc && isNewestFirst(events)) return events;
  const keys = sortKeys(events, column);
  const times = Float64Array.from(events, (event) => event.timeAt);
  const sign = desc ? -1 : 1;
  const order = new Uint32Array(events.length);
  for (let i = 0; i < order.length; i += 1) order[i] = i;
  order.sort((a, b) => {
    const ka = keys[a] as number;
    const kb = keys[b] as number;
    const absentA = Number.isNaN(ka);
    const absentB = Number.isNaN(kb);
    if (absentA !== absentB) return absentA ? 1 : -1;
    const byKey = absentA ? 0 : sign * (ka - kb);
    return byKey || (times[b] as number) - (times[a] as number) || a - b;
  });
  return Array.from(order, (i) => events[i] as FleetEvent);
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
