import { useCallback, useState } from 'react';
import { type ViewMode, type ReplayTarget, type EventsUrl } from '../event-url';
import { useReplayOptions, type ReplaySlot } from '../replay';

/**
 * The page's replay: its options (kept from one replay to the next), what the map draws of it (reported by
 * the replay's own chunk once loaded), and the one way to start one (the map comes with it when hidden).
 */
export function usePageReplay(
  url: Pick<EventsUrl, 'replay'>,
  { shown, showMap }: { shown: ViewMode; showMap: () => void },
) {
  const options = useReplayOptions();
  const [slot, setSlot] = useState<ReplaySlot | null>(null);
  const { set: setReplay } = url.replay;
  /** From a popup, the menu, a "Vehicle" list, who was here; at `at` (epoch ms) when given. */
  const startReplay = useCallback(
    (target: ReplayTarget, at?: number) => {
      setReplay(target, at);
      if (shown === 'table') showMap();
    },
    [setReplay, shown, showMap],
  );
  const { target, unreadable } = url.replay.state;
  return {
    /** A replay is asked for (or a link's could not be read): its chunk is shown. */
    asked: target !== null || unreadable !== null,
    slot: target ? slot : null,
    setSlot,
    options,
    startReplay,
  };
}
