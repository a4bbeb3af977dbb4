import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { eventDetailHref } from '../../../config/paths';
import { browserZone, localDateTimeOf } from '../../../lib/time-zones';
import { useSameArray } from '../../../lib/use-same-array';
import { useSignedIn } from '../../auth';
import { apiFilterProblems } from '../data/api-filter-problems';
import type { EventStore } from '../data/event-store';
import { useEventsRange } from '../data/use-events-range';
import type { ConstraintKey, ZoneChoice } from '../filters/event-filters';
import { resolveWindow, shiftRange } from '../filters/resolve-window';
import { serializeFilters } from '../filters/url-filters';
import { toggleValueFilter, type ValueFilter } from '../filters/value-filters';
import { canFollow } from '../live/follow-window';
import { useLiveFollow } from '../live/use-live-follow';
import { deriveRows, type RowView } from '../table/derive-rows';
import { namesOf } from '../table/label-of';
import { distinctIds, rowEntityKinds, viewReadsNames, type RowNames } from '../table/row-names';
import { searchTerms } from '../table/search-rows';
import { useSearchWarmUp } from '../table/search-warm-up';
import { valueLabelsWithNames } from '../values/value-labels';
import { useEventsUrl, type FiltersChange } from './use-events-url';
import { useLoadMarks, useRowsPaintedMark } from './use-load-marks';
import { useRowNames } from './use-row-names';
import { useSelection } from './use-selection';

export function resolveZone(choice: ZoneChoice, userZone: string | undefined): string {
  if (choice === 'user') return userZone ?? browserZone();
  if (choice === 'browser') return browserZone();
  return choice;
}

/**
 * The events page's state, each piece with one owner: the URL holds filters and the table's view; "now"
 * is taken when the page opens, the filters change or the user refreshes (so the window and the cache keys
 * do not drift); the days are React Query's; the rows are worked out from those. Components only render.
 */
export function useEventsView() {
  const { region, session } = useSignedIn();
  // A new `t` with each language: the API's refusals beside the filters are worded again.
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const url = useEventsUrl();
  const { filters, problems, view, setFilters, patchView } = url;
  const userZone = session.kind === 'oidc' ? session.user.timeZone : undefined;
  const zone = resolveZone(filters.tz, userZone);
  const [now, setNow] = useState(() => Date.now());
  const window = useMemo(() => resolveWindow(filters.range, zone, now), [filters.range, zone, now]);
  const changeFilters = useCallback(
    (change: FiltersChange) => {
      setNow(Date.now());
      setFilters(change);
    },
    [setFilters],
  );
  const shiftWindow = useCallback(
    (direction: -1 | 1) =>
      changeFilters((current) => ({ ...current, range: shiftRange(current.range, direction, zone, now) })),
    [changeFilters, zone, now],
  );

  const filtersKey = useMemo(() => serializeFilters(filters).toString(), [filters]);
  // A very long window waits for a click; the click holds for these filters only.
  const [confirmedLong, setConfirmedLong] = useState<string | null>(null);
  // Live follow (`live=1`) moves now on with each poll, for a window that ends now or later.
  const following = url.live && canFollow(window, now);
  // What the page will show of a store joined ahead of its render, worked out in a task of its own: the
  // view and names of the latest render (remembered with the store, so the render finds them made).
  const shows = useRef<{ view: RowView; names?: RowNames }>({ view });
  const prepare = useCallback((next: EventStore) => {
    for (const kind of rowEntityKinds) distinctIds(next, kind);
    deriveRows(next, shows.current.view, shows.current.names);
  }, []);
  const range = useEventsRange(filters, window, now, confirmedLong === filtersKey, following, prepare);
  const { store } = range;
  // The same list while no day's error changed: the filter bar (memoised) takes the problems, and would
  // otherwise render again with every sort, keystroke and day arriving.
  const dayErrors = useSameArray(range.days.map((day) => day.error));
  const allProblems = useMemo(
    () => [...problems, ...apiFilterProblems(dayErrors, region.constraintParams, t)],
    [problems, dayErrors, region.constraintParams, t],
  );
  const { allLoaded } = range;
  // Worked out in the same render as the keystroke or click, not deferred: a deferred render spread over
  // several frames took longer in all than doing it at once.
  // Names for the rows' ids as they arrive; the rows are worked out again only when the view reads them.
  const rowNames = useRowNames(store);
  const names = rowNames.names;
  const viewNames = viewReadsNames(view.sort.column, searchTerms(view.search).length > 0) ? names : undefined;
  const derived = useMemo(() => deriveRows(store, view, viewNames), [store, view, viewNames]);
  useLayoutEffect(() => {
    shows.current = { view, names: viewNames };
  });
  // How values are shown in chips and top values: an entity's name with its id once known.
  const labelOf = useMemo(() => valueLabelsWithNames(names), [names]);
  const nameOf = useMemo(() => namesOf(names), [names]);
  // Every day in and every name of its ids answered.
  const namesSettled = allLoaded && rowNames.settled;
  useLoadMarks(`${window.from}-${window.to}-${filtersKey}`, derived.rows.length, allLoaded, namesSettled);
  useRowsPaintedMark(derived.rows);
  useSearchWarmUp(store, names, namesSettled);
  // The same list while the same types are seen, so a keystroke does not re-render the filter bar.
  const seenKey = [...derived.facets.types.keys()].join('\n');
  const seenTypes = useMemo(() => (seenKey ? seenKey.split('\n') : []), [seenKey]);
  const confirmLong = useCallback(() => setConfirmedLong(filtersKey), [filtersKey]);
  const search = useCallback((text: string) => patchView({ search: text }), [patchView]);
  const sortBy = useCallback((sort: RowView['sort']) => patchView({ sort }), [patchView]);
  const showOutside = useCallback((show: boolean) => patchView({ showOutside: show }), [patchView]);
  const { refetchAll } = range;
  const refresh = useCallback(() => {
    setNow(Date.now());
    refetchAll();
  }, [refetchAll]);
  const keyOf = useCallback(
    (g: number) => ({
      type: store.dictionary.string(store.at('type', g)) ?? '',
      id: store.idText(g),
    }),
    [store],
  );
  /** Every link to an event's detail: the page's region and zone choice travel with it. */
  const hrefOfEvent = useCallback(
    (event: { type: string; id: string; timeAt: number }) =>
      eventDetailHref({ regionId: region.id, ...event, tz: filters.tz }),
    [region.id, filters.tz],
  );
  const hrefOfGlobal = useCallback(
    (g: number) => hrefOfEvent({ ...keyOf(g), timeAt: store.at('timeAt', g) }),
    [hrefOfEvent, keyOf, store],
  );
  const openGlobal = useCallback((g: number) => void navigate(hrefOfGlobal(g)), [navigate, hrefOfGlobal]);
  const { rows } = derived;
  const selection = useSelection(url, store, rows);
  const addConstraint = useCallback(
    (key: ConstraintKey, id: number) =>
      changeFilters((current) => ({
        ...current,
        constraints: { ...current.constraints, [key]: [...new Set([...current.constraints[key], id])] },
      })),
    [changeFilters],
  );
  const [scrolledDown, setScrolledDown] = useState(false);
  const live = useLiveFollow({
    on: following,
    intervalSeconds: region.livePollSeconds,
    openDays: range.openDays,
    loading: range.days.some((day) => day.status === 'pending' || day.fetching),
    scrolledDown,
    store,
    rows,
    onAdvance: setNow,
  });
  const { replaceParam } = url;
  const setLive = useCallback(
    (on: boolean) => {
      if (on) setNow(Date.now());
      replaceParam('live', on ? '1' : null);
    },
    [replaceParam],
  );
  /** Include/exclude filters: replaced whole (chips), or one value toggled (top values). */
  const setValueFilters = useCallback((next: ValueFilter[]) => patchView({ filters: next }), [patchView]);
  const latestView = useRef(view);
  useLayoutEffect(() => {
    latestView.current = view;
  });
  const toggleFilter = useCallback(
    (filter: ValueFilter) => patchView({ filters: toggleValueFilter(latestView.current.filters, filter) }),
    [patchView],
  );
  /** The histogram's brush: the window narrowed to two instants, as a custom range (back undoes it). */
  const zoomTo = useCallback(
    (from: number, to: number) =>
      changeFilters((current) => ({
        ...current,
        range: { kind: 'custom', from: localDateTimeOf(from, zone), to: localDateTimeOf(to, zone) },
      })),
    [changeFilters, zone],
  );
  const viewKey = JSON.stringify(view);
  return {
    viewKey,
    region,
    userZone,
    zone,
    filters,
    problems: allProblems,
    view,
    window,
    filtersKey,
    range,
    store,
    ...derived,
    names,
    labelOf,
    nameOf,
    url,
    selection,
    hrefOfGlobal,
    hrefOfEvent,
    seenTypes,
    changeFilters,
    shiftWindow,
    patchView,
    search,
    sortBy,
    showOutside,
    refresh,
    openGlobal,
    addConstraint,
    confirmLong,
    allLoaded,
    live,
    canFollow: canFollow(window, now),
    setLive,
    setScrolledDown,
    setValueFilters,
    toggleFilter,
    zoomTo,
  };
}
