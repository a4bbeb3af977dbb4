import type { ReplayTarget } from '../event-url';
import type { ReplayClock } from './replay-clock';
import type { ReplayTrack } from './replay-track';

/** What the map needs of a replay: the track to draw, the clock to follow every frame, and choices. */
export interface ReplaySlot {
  target: ReplayTarget;
  track: ReplayTrack;
  clock: ReplayClock;
  /** Keep the moving marker in the middle of the map. */
  follow: boolean;
  /** An event of the track was picked on the map (index into `track.events`): the replay goes there. */
  onPick: (event: number) => void;
}
