import { goesFirst } from '../../lib/newest-first';
import type { EventStore, Rows } from '../event-data';
import { absentText, valueFiltersKey, type RowView, type ValueFilter } from '../event-url';
import { applyValueFilters } from './apply-value-filters';
import { keepInArea } from './area-rows';
import { namesTags, type RowNames } from './row-names';
import { searchMask, searchTerms } from './search-rows';
import { sortRows } from './sort-rows';
import { remembered } from './rows-cache';

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

export function rowStats(store: EventStore, rows: Rows): RowStats {
  const time = store.column('timeAt');
  const vehicle = store.column('vehicleId');
  let first = Infinity;
  let last = -Infinity;
  const seen = new Uint8Array(store.dictionary.numbers.length);
  let vehicles = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    const t = time[g] as number;
    if (t < first) first = t;
    if (t > last) last = t;
    const v = vehicle[g] as number;
    if (v !== 0 && !seen[v]) {
      seen[v] = 1;
      vehicles += 1;
    }
  }
  return { first, last, vehicles };
}

function countFacets(store: EventStore, rows: Rows): FacetCounts {
  const size = store.dictionary.strings.length;
  const typeCounts = new Uint32Array(size);
  const actionCounts = new Uint32Array(size);
  const type = store.column('type');
  const action = store.column('action');
  for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    const t = type[g] as number;
    const a = action[g] as number;
    typeCounts[t] = (typeCounts[t] as number) + 1;
    actionCounts[a] = (actionCounts[a] as number) + 1;
  }
  const named = (counts: Uint32Array, absent?: string) => {
    const out = new Map<string, number>();
    counts.forEach((n, code) => {
      if (n > 0) out.set(code === 0 ? (absent ?? '') : (store.dictionary.strings[code] as string), n);
    });
    return out;
  };
  return { types: named(typeCounts), actions: named(actionCounts, absentText) };
}

// Index loops, not `for...of`: a typed array's iterator made a first search's filter 3× slower here.
function keep(rows: Rows, test: (g: number) => boolean): Rows {
  const kept = new Uint32Array(rows.length);
  let n = 0;
  for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    if (test(g)) kept[n++] = g;
  }
  return kept.slice(0, n);
}

/** The quick chips' own columns: their counts do not narrow by their own choices. */
const isQuick = (filter: ValueFilter) => filter.column === 'type' || filter.column === 'action';

/** The window's events and those from outside it, newest first (then by id, descending). */
function withOutside(store: EventStore): Rows {
  const time = store.column('timeAt');
  const id = store.column('id');
  const { rows: a, outside: b } = store;
  const all = new Uint32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  for (let k = 0; k < all.length; k += 1) {
    const x = a[i];
    const y = b[j];
    const takeA =
      y === undefined ||
      (x !== undefined && goesFirst(time[x] as number, id[x] as number, time[y] as number, id[y] as number));
    all[k] = takeA ? (a[i++] as number) : (b[j++] as number);
  }
  return all;
}

/**
 * Sort, then search and area, then include/exclude filters: what the table, map, histogram, summary and export all
 * show (`unordered`: the same rows, the same array for every sort). Each step is remembered with the store,
 * so a keystroke filters rows already in order, a sort reuses the search and going back to a filter set finds
 * its rows. The type and action counts (the quick chips)
 * are of the rows before the type and action filters, so choosing one type still shows the others' counts.
 * `names` (when the view needs them) sort a name column and are searched; the memo keys name the maps
 * used, so names arriving redo only the steps that read them.
 */
export function deriveRows(
  store: EventStore,
  view: RowView,
  names?: RowNames,
): { rows: Rows; facets: FacetCounts; stats: RowStats; unordered: Rows } {
  const terms = searchTerms(view.search);
  const tags = namesTags(view.sort.column, terms.length > 0, names);
  const sortKey = `${view.sort.column} ${view.sort.desc ? 'desc' : 'asc'}${view.showOutside ? ' +outside' : ''}${tags.sort}`;
  const ordered = remembered(store, `order:${sortKey}`, () =>
    sortRows(
      store,
      view.showOutside ? remembered(store, 'withOutside', () => withOutside(store)) : store.rows,
      view.sort,
      names,
    ),
  );
  let searchKey = `${terms.join(' ')}${tags.search}`;
  const searchedOnly = remembered(store, `searched:${sortKey}:${searchKey}`, () => {
    const mask = searchMask(store, terms, names);
    return mask ? keep(ordered, (g) => mask[g] === 1) : ordered;
  });
  // The area narrows like the search: everything below (counts, filters, the histogram) sees only its rows.
  const { area } = view;
  if (area) searchKey += ` area:${area.south},${area.west},${area.north},${area.east}`;
  const searched = area
    ? remembered(store, `searched:${sortKey}:${searchKey}`, () => keepInArea(store, searchedOnly, area))
    : searchedOnly;
  const others = view.filters.filter((f) => !isQuick(f));
  const quick = view.filters.filter(isQuick);
  const narrowed = remembered(store, `narrowed:${sortKey}:${searchKey}:${valueFiltersKey(others)}`, () =>
    applyValueFilters(store, searched, others),
  );
  const facets = remembered(store, `facets:${view.showOutside}:${searchKey}:${valueFiltersKey(others)}`, () =>
    countFacets(store, narrowed),
  );
  const rows = remembered(store, `filtered:${sortKey}:${searchKey}:${valueFiltersKey(view.filters)}`, () =>
    applyValueFilters(store, narrowed, quick),
  );
  const selection = JSON.stringify([searchKey, valueFiltersKey(view.filters), view.showOutside]);
  return {
    rows,
    facets,
    stats: remembered(store, `stats:${selection}`, () => rowStats(store, rows)),
    // The same events in the first order they were asked in: for what does not read the order (the
    // histogram), which a sort then leaves as it was.
    unordered: remembered(store, `unordered:${selection}`, () => rows),
  };
}
