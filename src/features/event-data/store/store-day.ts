import type { DayChunk } from '../reader/day-chunk';
import type { TimeWindow } from '../../event-url';

type NumberColumn = 'id' | 'timeAt' | 'companyVersion' | 'deviceVersion' | 'vehicleVersion' | 'odometer';
type CodeColumn =
  'type' | 'action' | 'origin' | 'location' | 'companyId' | 'deviceId' | 'vehicleId' | 'tripId';
type FixColumn =
  'gps' | 'lat' | 'lng' | 'gpsAt' | 'createdAt' | 'unreadable' | 'lenient' | 'repeats' | 'inexactId';
export type GatheredColumn = NumberColumn | CodeColumn | FixColumn;

/** One response, what to call it (its API date) and the instants it was asked for. */
export interface StoreDay {
  chunk: DayChunk;
  label: string;
  requested: TimeWindow;
}

/** What ordering and repeats read of the days being joined (`store-order.ts`), before the store exists. */
export interface JoinedDays {
  readonly days: readonly DayChunk[];
  readonly base: Uint32Array;
  readonly total: number;
  column<C extends GatheredColumn>(name: C): DayChunk[C];
  idText(g: number): string;
}
