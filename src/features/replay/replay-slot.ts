import type { ReplayTarget } from '../event-url';
import type { ReplayClock } from './replay-clock';
import type { ReplayLane } from './replay-lanes';
import type { ReplayTrack } from './replay-track';

/** What the map needs of a replay: the tracks to draw, the clock to follow every frame, and choices. */
export interface ReplaySlot {
  target: ReplayTarget;
  /** Every event replayed, in time order (a fleet replay's vehicles together). */
  track: ReplayTrack;
  /** Each vehicle's own path and colour (one lane for one vehicle or trip). */
  lanes: readonly ReplayLane[];
  clock: ReplayClock;
  /** Keep the moving marker in the middle of the map (or the group's markers in view). */
  follow: boolean;
  /** Which vehicle is followed in a fleet replay; null: the group's bounds. */
  followVehicle: number | null;
  /** An event of the track was picked on the map (global index): the replay goes there. */
  onPick: (g: number) => void;
}
