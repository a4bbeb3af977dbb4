import { useCallback, useMemo, useState } from 'react';
import { userTimeZone, useSignedIn } from '../../auth';
import {
  resolveWindow,
  resolveZone,
  serializeFilters,
  type EventsUrl,
  type FiltersChange,
} from '../../event-url';
import { canFollow } from '../live/follow-window';

/**
 * The zone, "now" and the window the filters name. "Now" is taken when the page opens, the filters change
 * or the user refreshes (so the window and the cache keys do not drift); live follow moves it on.
 */
export function useEventsWindow(url: Pick<EventsUrl, 'filters' | 'setFilters' | 'live'>) {
  const { session } = useSignedIn();
  const { filters, setFilters } = url;
  const userZone = userTimeZone(session);
  const zone = resolveZone(filters.tz, userZone);
  const [now, setNow] = useState(() => Date.now());
  const window = useMemo(() => resolveWindow(filters.range, zone, now), [filters.range, zone, now]);
  /** "Now" taken again: the time given (a live poll), or this instant. */
  const takeNow = useCallback((at?: number) => setNow(at ?? Date.now()), []);
  const changeFilters = useCallback(
    (change: FiltersChange) => {
      setNow(Date.now());
      setFilters(change);
    },
    [setFilters],
  );
  const filtersKey = useMemo(() => serializeFilters(filters).toString(), [filters]);
  const followable = canFollow(window, now);
  return {
    zone,
    userZone,
    now,
    window,
    filtersKey,
    takeNow,
    changeFilters,
    /** Live follow may run: the window ends now or later. */
    canFollow: followable,
    /** Live follow (`live=1`) runs: asked for, and the window allows it. */
    following: url.live && followable,
  };
}

export type EventsWindow = ReturnType<typeof useEventsWindow>;
