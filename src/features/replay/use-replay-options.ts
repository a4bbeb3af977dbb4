import { useCallback, useState } from 'react';

/**
 * How a replay is shown: the stops it skips (and how long one is), whether the map follows it (in a fleet
 * replay one vehicle, `followVehicle`, or with null the group's bounds), and the vehicles the legend hides.
 */
export function useReplayOptions() {
  const [stopMinutes, setStopMinutes] = useState(5);
  const [follow, setFollow] = useState(false);
  const [followVehicle, setFollowVehicle] = useState<number | null>(null);
  const [skipStops, setSkipStops] = useState(true);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const toggleHidden = useCallback(
    (id: number) =>
      setHidden((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  return {
    stopMinutes,
    setStopMinutes,
    follow,
    setFollow,
    followVehicle,
    setFollowVehicle,
    skipStops,
    setSkipStops,
    hidden,
    toggleHidden,
  };
}

export type ReplayOptions = ReturnType<typeof useReplayOptions>;
