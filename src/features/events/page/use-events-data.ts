import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSameArray } from '../../../lib/use-same-array';
import { useSignedIn } from '../../auth';
import { apiFilterProblems, useEventsRange, type EventStore, type EventsWindow } from '../../event-data';
import { type RowView, type EventsUrl } from '../../event-url';
import { deriveRows, distinctIds, rowEntityKinds, type RowNames } from '../../event-rows';

/** What the page shows of a store: the view and names of its latest render (see `useEventsRows`). */
export type ShownView = { view: RowView; names?: RowNames | undefined };

/**
 * The window's days (React Query's), joined in one store; the filters' problems with the API's refusals;
 * the click a very long window waits for; and a refresh.
 */
export function useEventsData(
  url: Pick<EventsUrl, 'filters' | 'problems' | 'view'>,
  clock: Pick<EventsWindow, 'window' | 'now' | 'filtersKey' | 'following' | 'takeNow'>,
) {
  const { region } = useSignedIn();
  // A new `t` with each language: the API's refusals beside the filters are worded again.
  const { t } = useTranslation('events');
  const { filters, problems, view } = url;
  const { window, now, filtersKey, following, takeNow } = clock;
  // A very long window waits for a click; the click holds for these filters only.
  const [confirmedLong, setConfirmedLong] = useState<string | null>(null);
  const confirmLong = useCallback(() => setConfirmedLong(filtersKey), [filtersKey]);
  // What the page will show of a store joined ahead of its render, worked out in a task of its own: the
  // view and names of the latest render (remembered with the store, so the render finds them made).
  const shows = useRef<ShownView>({ view });
  const prepare = useCallback((next: EventStore) => {
    for (const kind of rowEntityKinds) distinctIds(next, kind);
    deriveRows(next, shows.current.view, shows.current.names);
  }, []);
  /** Told by each render what it shows (see `useEventsRows`). */
  const showing = useCallback((shown: ShownView) => {
    shows.current = shown;
  }, []);
  const range = useEventsRange(filters, window, now, confirmedLong === filtersKey, following, prepare);
  // The same list while no day's error changed: the filter bar (memoised) takes the problems, and would
  // otherwise render again with every sort, keystroke and day arriving.
  const dayErrors = useSameArray(range.days.map((day) => day.error));
  const allProblems = useMemo(
    () => [...problems, ...apiFilterProblems(dayErrors, region.constraintParams, t)],
    [problems, dayErrors, region.constraintParams, t],
  );
  const { refetchAll } = range;
  const refresh = useCallback(() => {
    takeNow();
    refetchAll();
  }, [takeNow, refetchAll]);
  return { range, store: range.store, problems: allProblems, confirmLong, refresh, showing };
}
