import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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

  // The callbacks below keep their identity for the page's lifetime (the router's setter changes with every
  // URL), so the memoised parts of the page that take them do not re-render on a sort or a keystroke.
  const latestSetParams = useRef(setParams);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
  });
  const setFilters = useCallback(
    (next: EventFilters) =>
      latestSetParams.current((current) => writeView(serializeFilters(next), parseView(current))),
    [],
  );
  // A sort, search or facet is rendered at once, not as a transition: a transition's render is sliced
  // across frames (about 50 ms more for a sort of 100k rows), and a typed search must show what was typed.
  const patchView = useCallback(
    (patch: Partial<RowView>) =>
      latestSetParams.current((current) => writeView(current, { ...parseView(current), ...patch }), {
        replace: true,
        flushSync: true,
      }),
    [],
  );
  return { filters, problems, view, setFilters, patchView };
}
