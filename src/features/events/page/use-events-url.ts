import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EventFilters } from '../filters/event-filters';
import { parseFilters, serializeFilters } from '../filters/url-filters';
import { parseView, writeView } from '../filters/url-view';
import type { RowView } from '../table/derive-rows';

/** Filters and table view live in the URL: back, reload and shared links reproduce the view exactly. */
export function useEventsUrl() {
  const [params, setParams] = useSearchParams();
  const { filters, problems } = useMemo(() => parseFilters(params), [params]);
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
