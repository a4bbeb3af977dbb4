import { useMemo, useState } from 'react';
import { useSignedIn } from '../auth';
import { useEventsRange, useLiveFollow } from '../event-data';
import { resolveWindow } from '../event-url';
import { cardLoad } from './home-card';
import { roadNow } from './road-now';
import type { HomeClock } from './use-home-clock';
import { everyType } from './use-today-counts';

/**
 * Today's events followed live (the events page's Live: today's API date asked for again every interval,
 * paused while the tab is hidden), and from them the vehicles on the road now and those seen today.
 */
export function useOnTheRoad({ zone, now: openedAt }: HomeClock) {
  const { region } = useSignedIn();
  const [now, setNow] = useState(openedAt);
  const window = useMemo(() => resolveWindow({ kind: 'preset', preset: 'today' }, zone, now), [zone, now]);
  const range = useEventsRange(everyType, window, now, true, true);
  const { store, allLoaded } = range;
  const live = useLiveFollow({
    on: true,
    intervalSeconds: region.livePollSeconds,
    openDays: range.openDays,
    loading: range.days.some((day) => day.status === 'pending' || day.fetching),
    scrolledDown: false,
    store,
    rows: store.rows,
    onAdvance: setNow,
  });
  const road = useMemo(
    () => (allLoaded ? roadNow(store.rows, store.column('timeAt'), store.column('vehicleId'), now) : null),
    [allLoaded, store, now],
  );
  return { load: cardLoad([range]), road, store, now, live };
}
