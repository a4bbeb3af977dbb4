import { useCallback } from 'react';
import type { EventStore } from '../../event-data';
import type { ViewMode, ReplayTarget } from '../../event-url';
import { useReplay, useReplayOptions } from '../../replay';
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
  /** From a popup, the menu, a "Vehicle" list, who was here; at `at` (epoch ms) when given. */
  const startReplay = useCallback(
    (target: ReplayTarget, at?: number) => {
      start(target, at);
      if (shown === 'table') showMap();
    },
    [start, shown, showMap],
  );
  return { replay, options, startReplay };
}
