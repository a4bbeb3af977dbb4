import { addDays, dateStringOf, type DateString } from '../../../lib/time-zones';
import type { TimeWindow } from './resolve-window';

/**
 * The API dates whose day can overlap the window, newest first. Each is fetched as `from=D&to=D+1`.
 * With the API's date zone known, that is the window's dates in that zone; unknown, the UTC dates plus
 * one more at each end, since no zone is more than a day from UTC. Extra rows are filtered out later;
 * missing ones could not be.
 */
export function apiDatesFor(window: TimeWindow, apiZone: string | null): DateString[] {
  const zone = apiZone ?? 'UTC';
  let first = dateStringOf(window.from, zone);
  let last = dateStringOf(Math.max(window.from, window.to - 1), zone);
  if (apiZone === null) {
    first = addDays(first, -1);
    last = addDays(last, 1);
  }
  const dates: DateString[] = [];
  for (let date = last; date >= first; date = addDays(date, -1)) dates.push(date);
  return dates;
}
