import type { FleetEvent } from '../api/event-schema';
import { searchMask } from './search-index';
import { sortedOnce, type SortedRows } from './sort-events';

export interface RowView {
  search: string;
  /** Facet selections; an empty list means no restriction. */
  types: readonly string[];
  actions: readonly string[];
  sort: { column: string; desc: boolean };
}

export interface FacetCounts {
  types: Map<string, number>;
  actions: Map<string, number>;
}

/** What the summary says of the rows shown: their time span and how many vehicles. */
export interface RowStats {
  first: number;
  last: number;
  vehicles: number;
}

export function rowStats(rows: readonly FleetEvent[]): RowStats {
  let first = Infinity;
  let last = -Infinity;
  const vehicles = new Set<number>();
  for (const event of rows) {
    if (event.timeAt < first) first = event.timeAt;
    if (event.timeAt > last) last = event.timeAt;
    if (event.vehicleId !== undefined) vehicles.add(event.vehicleId);
  }
  return { first, last, vehicles: vehicles.size };
}

const remembered = new WeakMap<readonly FleetEvent[], Map<string, unknown>>();

/**
 * Facet counts and the summary do not depend on the order of rows, so a sort reuses them: remembered per
 * loaded list and selection (a few dozen at most, the oldest forgotten first).
 */
function rememberFor<T>(events: readonly FleetEvent[], key: string, make: () => T): T {
  let byKey = remembered.get(events);
  if (!byKey) remembered.set(events, (byKey = new Map()));
  if (byKey.has(key)) return byKey.get(key) as T;
  const value = make();
  if (byKey.size >= 64) byKey.delete(byKey.keys().next().value as string);
  byKey.set(key, value);
  return value;
}

export function countFacets(events: readonly FleetEvent[]): FacetCounts {
  const types = new Map<string, number>();
  const actions = new Map<string, number>();
  for (const event of events) {
    types.set(event.type, (types.get(event.type) ?? 0) + 1);
    const action = event.action ?? '(none)';
    actions.set(action, (actions.get(action) ?? 0) + 1);
  }
  return { types, actions };
}

/** The sorted rows whose loaded event the mask keeps. */
function keep({ rows, from }: SortedRows, mask: Uint8Array): FleetEvent[] {
  const kept: FleetEvent[] = [];
  for (let i = 0; i < rows.length; i += 1) {
    if (mask[from ? (from[i] as number) : i]) kept.push(rows[i] as FleetEvent);
  }
  return kept;
}

/**
 * Sort, then search, then facets: what the table, map, summary and export all show. Sorting comes first
 * and is remembered per loaded list, so a keystroke or a facet click filters rows already in order.
 */
export function deriveRows(
  events: readonly FleetEvent[],
  view: RowView,
): { rows: readonly FleetEvent[]; facets: FacetCounts; stats: RowStats } {
  const ordered = sortedOnce(events, view.sort.column, view.sort.desc);
  const mask = searchMask(events, view.search);
  const searched = mask ? keep(ordered, mask) : ordered.rows;
  const facets = rememberFor(events, JSON.stringify(['facets', view.search]), () => countFacets(searched));
  const types = new Set(view.types);
  const actions = new Set(view.actions);
  const rows =
    types.size === 0 && actions.size === 0
      ? searched
      : searched.filter(
          (event) =>
            (types.size === 0 || types.has(event.type)) &&
            (actions.size === 0 || actions.has(event.action ?? '(none)')),
        );
  const selection = JSON.stringify(['stats', view.search, view.types, view.actions]);
  return { rows, facets, stats: rememberFor(events, selection, () => rowStats(rows)) };
}
