import type { FleetEvent } from '../api/event-schema';
import { columnById, type CellValue } from './columns';

export interface RowView {
  search: string;
  /** Facet selections; an empty list means no restriction. */
  types: readonly string[];
  actions: readonly string[];
  sort: { column: string; desc: boolean };
}

const haystacks = new WeakMap<FleetEvent, string>();

/** What quick search looks in: ids, location, attribute keys and values, type and action. Built once per event. */
function haystackOf(event: FleetEvent): string {
  let text = haystacks.get(event);
  if (text === undefined) {
    const attributes = event.attributes ? Object.entries(event.attributes).flat().join(' ') : '';
    text = [
      event.id,
      event.vehicleId,
      event.deviceId,
      event.tripId,
      event.companyId,
      event.type,
      event.action,
      event.location,
      attributes,
    ]
      .filter((part) => part !== undefined)
      .join(' ')
      .toLowerCase();
    haystacks.set(event, text);
  }
  return text;
}

export function matchesSearch(events: readonly FleetEvent[], search: string): FleetEvent[] {
  const terms = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...events];
  return events.filter((event) => {
    const text = haystackOf(event);
    return terms.every((term) => text.includes(term));
  });
}

export interface FacetCounts {
  types: Map<string, number>;
  actions: Map<string, number>;
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

function compareValues(a: CellValue, b: CellValue): number {
  // Absent values sort last whichever the direction, so they never crowd the top of a sorted column.
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Sorts by a column with keys read once per row (decorate-sort), stable on time as the tie-break. */
export function sortEvents(events: readonly FleetEvent[], column: string, desc: boolean): FleetEvent[] {
  const def = columnById(column) ?? columnById('time');
  if (!def) return [...events];
  const keyed = events.map((event) => ({ event, key: def.value(event) }));
  const sign = desc ? -1 : 1;
  keyed.sort((x, y) => {
    const absent = x.key === undefined || y.key === undefined;
    const order = absent ? compareValues(x.key, y.key) : sign * compareValues(x.key, y.key);
    return order || y.event.timeAt - x.event.timeAt;
  });
  return keyed.map((entry) => entry.event);
}

/** Search, then facets, then sort: what the table, map, summary and export all show. */
export function deriveRows(
  events: readonly FleetEvent[],
  view: RowView,
): { rows: FleetEvent[]; facets: FacetCounts } {
  const searched = matchesSearch(events, view.search);
  const facets = countFacets(searched);
  const types = new Set(view.types);
  const actions = new Set(view.actions);
  const filtered =
    types.size === 0 && actions.size === 0
      ? searched
      : searched.filter(
          (event) =>
            (types.size === 0 || types.has(event.type)) &&
            (actions.size === 0 || actions.has(event.action ?? '(none)')),
        );
  return { rows: sortEvents(filtered, view.sort.column, view.sort.desc), facets };
}
