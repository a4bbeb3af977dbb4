import { useCallback, useState } from 'react';
import type { EventsUrl } from '../../event-url';
import type { EventStore, Rows } from '../store/event-store';
import type { EventsWindow } from '../window/use-events-window';
import type { EventsRange } from '../window/events-range-types';
import { useLiveFollow } from './use-live-follow';

/** Live follow: polls while on, moving "now" on with each; paused while the rows are scrolled down. */
export function useEventsLive(
  url: Pick<EventsUrl, 'replaceParams'>,
  clock: Pick<EventsWindow, 'following' | 'takeNow'>,
  range: EventsRange,
  store: EventStore,
  rows: Rows,
  intervalSeconds: number,
) {
  const { following, takeNow } = clock;
  const [scrolledDown, setScrolledDown] = useState(false);
  const status = useLiveFollow({
    on: following,
    intervalSeconds,
    openDays: range.openDays,
    loading: range.days.some((day) => day.status === 'pending' || day.fetching),
    scrolledDown,
    store,
    rows,
    onAdvance: takeNow,
  });
  const { replaceParams } = url;
  const setLive = useCallback(
    (on: boolean) => {
      if (on) takeNow();
      replaceParams({ live: on ? '1' : null });
    },
    [takeNow, replaceParams],
  );
  return { status, setLive, setScrolledDown };
}
