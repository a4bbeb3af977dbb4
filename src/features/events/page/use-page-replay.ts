import { useCallback } from 'react';
import type { EventStore } from '../data/event-store';
import type { ViewMode } from '../filters/url-layout';
import type { ReplayTarget } from '../filters/url-replay';
import { useReplay } from '../replay/use-replay';
import { useReplayOptions } from '../replay/use-replay-options';
import type { EventsUrl } from './use-events-url';
import type { Selection } from './use-selection';

/** The page's replay: its options, and the one way to start one (the map comes with it when hidden). */
export function usePageReplay(
  store: EventStore,
  url: Pick<EventsUrl, 'replay' | 'setReplay' | 'setReplayAt'>,
  selection: Selection,
  /** Days of the window are still arriving. */
  loading: boolean,
  { shown, showMap }: { shown: ViewMode; showMap: () => void },
) {
  const options = useReplayOptions();
  const replay = useReplay(store, url, selection, options, loading);
  const { start } = replay;
  /** From a popup, the menu, a "Vehicle" list. */
  const startReplay = useCallback(
    (target: ReplayTarget) => {
      start(target);
      if (shown === 'table') showMap();
    },
    [start, shown, showMap],
  );
  return { replay, options, startReplay };
}
