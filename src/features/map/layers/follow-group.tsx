import { useEffect } from 'react';
import { positionAt, type ReplayClock, type ReplayLane } from '../../replay';
import { useMap } from '../map-context';
import { fitOptions } from '../fit-options';

/** The camera moves to the group at most this often: a fit every frame would make the map redraw all of it. */
const refitMs = 500;

/**
 * "Follow the group" in a fleet replay: keeps every shown vehicle's marker in view, refitting the camera to
 * their bounds as the clock moves (at most twice a second, and at once when the replay is moved by hand).
 */
export function FollowGroup({ lanes, clock }: { lanes: readonly ReplayLane[]; clock: ReplayClock }) {
  const map = useMap();
  useEffect(() => {
    const at: [number, number] = [0, 0];
    let last = -Infinity;
    const fit = (time: number) => {
      const now = performance.now();
      if (clock.playing && now - last < refitMs) return;
      last = now;
      let [west, south, east, north] = [180, 90, -180, -90];
      for (const lane of lanes) {
        if (lane.hidden || !positionAt(lane.track, time, at)) continue;
        west = Math.min(west, at[0]);
        east = Math.max(east, at[0]);
        south = Math.min(south, at[1]);
        north = Math.max(north, at[1]);
      }
      if (west > east) return;
      const camera = map.cameraForBounds([west, south, east, north], { ...fitOptions, maxZoom: 14 });
      if (camera) map.jumpTo(camera);
    };
    fit(clock.time);
    return clock.onTick(fit);
  }, [map, lanes, clock]);
  return null;
}
