import type { RegionConfig } from '../../../config/schema';
import type { DayChunk } from '../reader/day-chunk';

/** The least count that looks like a server's cap: a round number of items at least this. */
export const roundCapFloor = 1_000;

/** A day that may lack events because the server cut its answer (shown on that day, `DayState.cut`). */
export interface DayCut {
  /** Items the answer held: where the server cut it, or seems to have. */
  items: number;
  /**
   * 'cap': the region's configured cap was reached and parts could not help (the API takes dates only,
   * or a part as short as parts go was still full). 'round': no cap is configured and the count is round.
   */
  kind: 'cap' | 'round';
  /** The API takes timestamps, so the day can be asked for in parts ("Load in parts"). */
  canSplit: boolean;
}

/** Whether a day's answer was, or may have been, cut by the server. */
export function dayCut(chunk: DayChunk | undefined, region: RegionConfig, chosenCap?: number): DayCut | null {
  if (!chunk) return null;
  const { received, parts, full } = chunk.report;
  if (full !== undefined) return { items: full, kind: 'cap', canSplit: false };
  if (parts !== undefined || chosenCap !== undefined || region.maxItemsPerResponse !== undefined) return null;
  if (received < roundCapFloor || received % roundCapFloor !== 0) return null;
  return { items: received, kind: 'round', canSplit: region.dialect.isoTimestamps };
}
