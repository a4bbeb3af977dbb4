import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EventFilters } from '../filters/event-filters';
import { parseFilters, serializeFilters } from '../filters/url-filters';
import { parseView, withoutView, writeView } from '../filters/url-view';
import type { RowView } from '../table/derive-rows';

/** Filters and table view live in the URL: back, reload and shared links reproduce the view exactly. */
export function useEventsUrl() {
  const [params, setParams] = useSearchParams();
  // Parsed from the filter part of the URL only: a sort, a search or a facet then keeps the same filters
  // object, so nothing downstream (the window, the day queries, the merge) is worked out again.
  const filterKey = withoutView(params).toString();
  const { filters, problems } = useMemo(() => parseFilters(new URLSearchParams(filterKey)), [filterKey]);
  const view = useMemo(() => parseView(params), [params]);

  const setFilters = useCallback(
    (next: EventFilters) => setParams((current) => writeView(serializeFilters(next), parseView(current))),
    [setParams],
  );
  const setView = useCallback(
    (next: RowView) => setParams((current) => writeView(current, next), { replace: true }),
    [setParams],
  );
  return { filters, problems, view, setFilters, setView };
}
