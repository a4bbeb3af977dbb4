import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useEventsRange, type EventStore, type EventsRange, type EventsWindow } from '../../event-data';
import { periodShift, periodWindow, type EventsUrl, type RowView } from '../../event-url';
import { deriveRows } from '../derive-rows';
import type { RowNames } from '../row-names';

/**
 * The period overlaid on the histogram (`vs`): its days asked for through the same day queries and cache
 * as the window's (`useEventsRange`), only once every day of the window is in, so it never holds up the
 * rows shown; its rows are the same filters, search and value filters over that period (time order: the
 * histogram counts, it does not sort). Null without `vs`.
 */
export function useEventsPeriod(
  url: Pick<EventsUrl, 'filters' | 'compare' | 'view'>,
  clock: Pick<EventsWindow, 'window' | 'now' | 'zone'>,
  current: EventsRange,
  names: RowNames | undefined,
) {
  const { vs } = url.compare.state;
  const shift = useMemo(
    () => (vs ? periodShift(vs, clock.window, clock.zone) : (ms: number) => ms),
    [vs, clock.window, clock.zone],
  );
  const window = useMemo(
    () => (vs ? periodWindow(vs, clock.window, clock.zone) : clock.window),
    [vs, clock.window, clock.zone],
  );
  const view: RowView = useMemo(() => ({ ...url.view, sort: { column: 'time', desc: true } }), [url.view]);
  // A store joined ahead is prepared in a task of its own, as the window's is (`useEventsData`).
  const shows = useRef({ view, names });
  useLayoutEffect(() => {
    shows.current = { view, names };
  });
  const prepare = useCallback((next: EventStore) => {
    deriveRows(next, shows.current.view, shows.current.names);
  }, []);
  const hold = vs === null || !current.allLoaded;
  const range = useEventsRange(
    url.filters,
    window,
    clock.now,
    current.awaitingConfirmation === null,
    false,
    prepare,
    hold,
  );
  const { store, allLoaded } = range;
  const rows = useMemo(
    () => (vs ? deriveRows(store, view, names).unordered : null),
    [vs, store, view, names],
  );
  const loading = hold || !allLoaded;
  return useMemo(() => (rows ? { store, rows, shift, loading } : null), [rows, store, shift, loading]);
}
