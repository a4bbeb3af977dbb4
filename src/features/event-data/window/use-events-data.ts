import { useLatestCallback } from '../../../lib/use-latest-callback';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSameArray } from '../../../lib/use-same-array';
import { useSignedIn } from '../../auth';
import type { EventsUrl } from '../../event-url';
import { apiFilterProblems } from './api-filter-problems';
import type { EventStore } from '../store/event-store';
import { useEventsRange } from './use-events-range';
import type { EventsWindow } from './use-events-window';

/**
 * The window's days (React Query's), joined in one store; the filters' problems with the API's refusals;
 * the click a very long window waits for; and a refresh. `prepare`, a named input from the rows stage
 * (`useRowsPreparer`), works out what the next render shows of a store joined ahead of it.
 */
export function useEventsData(
  url: Pick<EventsUrl, 'filters' | 'problems'>,
  clock: Pick<EventsWindow, 'window' | 'now' | 'filtersKey' | 'following' | 'takeNow'>,
  prepare: (store: EventStore) => void,
) {
  const { region } = useSignedIn();
  // A new `t` with each language: the API's refusals beside the filters are worded again.
  const { t } = useTranslation('events');
  const { filters, problems } = url;
  const { window, now, filtersKey, following, takeNow } = clock;
  // A very long window waits for a click; the click holds for these filters only.
  const [confirmedLong, setConfirmedLong] = useState<string | null>(null);
  const confirmLong = useCallback(() => setConfirmedLong(filtersKey), [filtersKey]);
  const range = useEventsRange(
    filters,
    window,
    now,
    confirmedLong === filtersKey,
    following,
    prepare,
    false,
    true,
  );
  // The same list while no day's error changed: the filter bar (memoised) takes the problems, and would
  // otherwise render again with every sort, keystroke and day arriving.
  const dayErrors = useSameArray(range.days.map((day) => day.error));
  const allProblems = useMemo(
    () => [...problems, ...apiFilterProblems(dayErrors, region.constraintParams, t)],
    [problems, dayErrors, region.constraintParams, t],
  );
  const { refetchAll } = range;
  // One identity: the range's refetch is made anew each render, and the toolbar's memoised buttons take this.
  const refresh = useLatestCallback(() => {
    takeNow();
    refetchAll();
  });
  return { range, store: range.store, problems: allProblems, confirmLong, refresh };
}
