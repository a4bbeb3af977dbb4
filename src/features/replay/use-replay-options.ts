import { useState } from 'react';

/** How a replay is shown: the stops it skips (and how long one is), and whether the map follows it. */
export function useReplayOptions() {
  const [stopMinutes, setStopMinutes] = useState(5);
  const [follow, setFollow] = useState(false);
  const [skipStops, setSkipStops] = useState(true);
  return { stopMinutes, setStopMinutes, follow, setFollow, skipStops, setSkipStops };
}

export type ReplayOptions = ReturnType<typeof useReplayOptions>;
