import { useLayoutEffect, useMemo } from 'react';
import type { EventStore } from '../../event-data';
import type { RowView } from '../../event-url';
import { deriveRows } from '../derive-rows';
import { namesOf } from '../label-of';
import { viewReadsNames } from '../row-names';
import { searchTerms } from '../search-rows';
import { useSearchWarmUp } from '../search-warm-up';
import { useRowNames } from '../use-row-names';
import { valueLabelsWithNames } from '../value-labels';
import { useLoadMarks, useRowsPaintedMark } from './use-load-marks';
import type { ShownView } from './use-rows-preparer';

/**
 * The rows the view shows, worked out from the store in render; the names of their ids as they arrive
 * (the rows are worked out again only when the view reads names); load marks and the search's warm-up.
 * `showing` is told what each render shows (a store joined ahead of its render is prepared for it);
 * `loadKey` names the window and filters; `allLoaded`: every day of the window is in.
 */
export function useEventsRows(
  store: EventStore,
  view: RowView,
  showing: (shown: ShownView) => void,
  loadKey: string,
  allLoaded: boolean,
) {
  const rowNames = useRowNames(store);
  const names = rowNames.names;
  const viewNames = viewReadsNames(view.sort.column, searchTerms(view.search).length > 0) ? names : undefined;
  const derived = useMemo(() => deriveRows(store, view, viewNames), [store, view, viewNames]);
  useLayoutEffect(() => {
    showing({ view, names: viewNames });
  });
  // How values are shown in chips and top values: an entity's name with its id once known.
  const labelOf = useMemo(() => valueLabelsWithNames(names), [names]);
  const nameOf = useMemo(() => namesOf(names), [names]);
  // Every day in and every name of its ids answered.
  const namesSettled = allLoaded && rowNames.settled;
  useLoadMarks(loadKey, derived.rows.length, allLoaded, namesSettled);
  useRowsPaintedMark(derived.rows);
  useSearchWarmUp(store, names, namesSettled);
  // The same list while the same types are seen, so a keystroke does not re-render the filter bar.
  const seenKey = [...derived.facets.types.keys()].join('\n');
  const seenTypes = useMemo(() => (seenKey ? seenKey.split('\n') : []), [seenKey]);
  return {
    rows: derived.rows,
    unordered: derived.unordered,
    facets: derived.facets,
    stats: derived.stats,
    names,
    labelOf,
    nameOf,
    seenTypes,
    /** The view as text: when it changes, the table brings the selection into view. */
    viewKey: JSON.stringify(view),
  };
}
