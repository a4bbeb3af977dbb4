import type { RegionConfig } from '../../../config/schema';
import { addDays, dateStringOf, startOfDate, type DateString } from '../../../lib/time-zones';
import { requestRanges, type DayRequestRange } from '../api/api-dates';

/** How far the events around one event are looked for, each way: the API's own 7-day limit. */
export const neighbourDaysEachWay = 7;

/**
 * The API dates to ask for the events around one moment, each one request (so cached with the table's
 * days). `core` holds the event for sure: its date, and the dates either side when the API's date zone is
 * unknown. `older` and `newer` go outward one date at a time, nearest first: 7 days back, and 7 days on
 * but never past today (no request for the future).
 */
export interface NeighbourDates {
  core: DayRequestRange[];
  older: DayRequestRange[];
  newer: DayRequestRange[];
  /** The newer dates stop at today, before the 7 days are up. */
  newerUpToNow: boolean;
}

const hour = 3_600_000;

/** The request for exactly one API date, in the region's dialect (requestRanges decides the form). */
function rangeOf(
  date: DateString,
  apiZone: string | null,
  dialect: RegionConfig['dialect'],
  now: number,
): DayRequestRange {
  const zone = apiZone ?? 'UTC';
  const window = { from: startOfDate(date, zone), to: startOfDate(addDays(date, 1), zone) };
  const range = requestRanges(window, apiZone, dialect, now).find((r) => r.date === date);
  if (!range) throw new Error(`no request for ${date}`);
  return range;
}

export function neighbourDates(
  timeAt: number,
  apiZone: string | null,
  dialect: RegionConfig['dialect'],
  now: number,
  daysEachWay = neighbourDaysEachWay,
): NeighbourDates {
  // Timestamps are instants: the API's date zone matters only to requests in bare dates.
  const zoneUnknown = apiZone === null && !dialect.isoTimestamps;
  const zone = apiZone ?? 'UTC';
  const date = dateStringOf(timeAt, zone);
  // The latest date that has begun: where the API's zone is unknown, in the zone furthest east (UTC+14).
  const latest = dateStringOf(zoneUnknown ? now + 14 * hour : now, zone);
  const spread = zoneUnknown ? 1 : 0;
  const range = (d: DateString) => rangeOf(d, apiZone, dialect, now);
  const core: DayRequestRange[] = [];
  for (let k = spread; k >= -spread; k -= 1) {
    const d = addDays(date, k);
    // The event's own date is asked for even if this clock thinks it has not begun.
    if (k === 0 || d <= latest) core.push(range(d));
  }
  const older: DayRequestRange[] = [];
  const newer: DayRequestRange[] = [];
  let newerUpToNow = false;
  for (let k = 1; k <= daysEachWay; k += 1) {
    older.push(range(addDays(date, -spread - k)));
    const later = addDays(date, spread + k);
    if (later <= latest) newer.push(range(later));
    else newerUpToNow = true;
  }
  return { core, older, newer, newerUpToNow };
}
