import type { EntityName } from '../entities';
import type { EventStore } from '../event-data';
import type { ReplayTarget } from '../event-url';
import { laneTracksOf, type ReplayTrack } from './replay-track';

/**
 * Twenty colours a fleet replay's vehicles take in order (Tableau 20's darker half first, then its lighter):
 * distinct from each other and from the events' type colours' grey points.
 */
export const laneColors = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#7f7f7f',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#9edae5',
  '#dbdb8d',
  '#393b79',
] as const;

/** The colour a one-vehicle (or trip) replay has always drawn its path in. */
export const singleLaneColor = '#7b3fa0';

/** One vehicle of a replay: its own track and colour, and whether the legend hides it. */
export interface ReplayLane {
  /** The vehicle's (or trip's) id. */
  id: number;
  track: ReplayTrack;
  color: string;
  hidden: boolean;
  /** Its name, as the table shows it, once known (absent: it has none, or it is not known yet). */
  entity?: EntityName | undefined;
}

/** The target's lanes: one per vehicle of a fleet replay, or the one vehicle's or trip's. */
export function lanesOf(
  store: EventStore,
  target: ReplayTarget,
  hidden: ReadonlySet<number>,
  names: ReadonlyMap<number, EntityName> = new Map(),
): ReplayLane[] {
  const tracks = laneTracksOf(store, target);
  if (target.kind !== 'vehicles') {
    const track = tracks[0] as ReplayTrack;
    return [{ id: target.id, track, color: singleLaneColor, hidden: false, entity: names.get(target.id) }];
  }
  return tracks.map((track, i) => ({
    id: target.ids[i] as number,
    track,
    color: laneColors[i % laneColors.length] as string,
    hidden: hidden.has(target.ids[i] as number),
    entity: names.get(target.ids[i] as number),
  }));
}

/**
 * The time a replay's slider spans: the shown lanes' first to last event, so hiding a vehicle that drove
 * all afternoon does not leave the slider mostly empty; the whole track's while none or all are shown.
 */
export function spanOfLanes(lanes: readonly ReplayLane[], whole: ReplayTrack): [number, number] {
  const shown = lanes.filter((lane) => !lane.hidden && lane.track.events.length > 0);
  if (shown.length === 0 || shown.length === lanes.length) return [whole.start, whole.end];
  return [
    Math.min(...shown.map((lane) => lane.track.start)),
    Math.max(...shown.map((lane) => lane.track.end)),
  ];
}
