import { useMemo, useState } from 'react';
import type { EventStore, Rows } from '../event-data';
import { deriveRows, searchTerms, viewReadsNames, type RowNames } from '../event-rows';
import { defaultView, type RowView } from '../event-url';

/** Whether the view keeps fewer events than the window holds: a search, an include/exclude filter, an area. */
export const viewNarrows = (view: RowView): boolean =>
  searchTerms(view.search).length > 0 || view.filters.length > 0 || view.area !== null;

/**
 * The events the events page's view keeps (its search, include/exclude filters and area: the same URL
 * parameters, so the two pages count the same events; `names` for a search that reads them), in the
 * store's order, since the checks read each device's events in time. The view's sort is not read: the
 * events page's default order is used, and shared with its memo.
 */
export function useHealthRows(store: EventStore, view: RowView, names: RowNames): Rows {
  const narrows = viewNarrows(view);
  const searched = viewReadsNames(defaultView.sort.column, searchTerms(view.search).length > 0);
  const viewNames = narrows && searched ? names : undefined;
  const narrowed = useMemo(() => {
    if (!narrows) return store.rows;
    const { rows } = deriveRows(store, { ...view, sort: defaultView.sort }, viewNames);
    if (rows.length === store.rows.length) return store.rows;
    const kept = new Uint8Array(store.total);
    for (const g of rows) kept[g] = 1;
    return store.rows.filter((g) => kept[g] === 1);
  }, [store, view, narrows, viewNames]);
  // Names arriving for a search work the rows out again; the same rows must not start the checks over.
  const [last, setLast] = useState(narrowed);
  if (narrowed === last) return last;
  if (sameRows(narrowed, last)) return last;
  setLast(narrowed);
  return narrowed;
}

const sameRows = (a: Rows, b: Rows): boolean => a.length === b.length && a.every((g, i) => g === b[i]);
