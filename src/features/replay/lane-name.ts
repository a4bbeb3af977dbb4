import type { TFunction } from 'i18next';
import { formatEntity } from '../entities';
import type { ReplayLane } from './replay-lanes';

/** What a fleet replay calls a vehicle: its name where the table shows one, else "Vehicle <id>". */
export const laneName = (t: TFunction<'explore'>, lane: ReplayLane): string =>
  lane.entity?.name ?? t('replay.legend.vehicle', { id: lane.id });

/** The name with its id ("Van 10 (40010009)"), for a hover, as the table's cells give it. */
export const laneTitle = (lane: ReplayLane): string => formatEntity(lane.id, lane.entity);
