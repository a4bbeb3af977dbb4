import type { RegionConfig } from '../../../config/schema';
import { addDays, dateStringOf, startOfDate, type DateString } from '../../../lib/time-zones';
import type { TimeWindow } from '../../event-url';

/** One request for part of a window: what is sent as `from` and `to`, and the API date it covers. */
export interface DayRequestRange {
  /** The API date, for progress and messages. */
  date: DateString;
  from: string;
  to: string;
  /** Ends before today began: its events do not change, so it is cached for minutes. */
  past: boolean;
  /**
   * The instants the request asks for, as well as can be told: an event the API sends from outside them
   * is one it was not asked for (reported), unlike the extra rows of a whole date cut to the window.
   */
  covers: TimeWindow;
}

const hour = 3_600_000;

/** A date's span when its zone is unknown: from its start in the earliest zone to its end in the latest. */
function anyZoneSpan(first: DateString, last: DateString): TimeWindow {
  return {
    from: Date.parse(`${first}T00:00:00Z`) - 14 * hour,
    to: Date.parse(`${addDays(last, 1)}T00:00:00Z`) + 12 * hour,
  };
}

/**
 * The API dates whose day can overlap the window, newest first. With the API's date zone known, that is
 * the window's dates in that zone; unknown, the UTC dates plus one more at each end, since no zone is more
 * than a day from UTC. Extra rows are cut off later; missing ones could not be.
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

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The requests a window takes, one per API date (the API allows 7 days a request; a date is the unit of
 * caching). How a date is asked for depends on the region's dialect: `to` exclusive sends
 * `from=D&to=D+1`, inclusive `from=D&to=D`; an API that reads ISO timestamps is asked for exactly the part
 * of each day the window covers (then the date zone no longer matters: no extra dates).
 */
export function requestRanges(
  window: TimeWindow,
  apiZone: string | null,
  dialect: RegionConfig['dialect'],
  now: number,
): DayRequestRange[] {
  const zone = apiZone ?? 'UTC';
  const today = startOfDate(dateStringOf(now, zone), zone);
  if (dialect.isoTimestamps) {
    return apiDatesFor(window, zone).map((date) => {
      const from = Math.max(window.from, startOfDate(date, zone));
      const to = Math.min(window.to, startOfDate(addDays(date, 1), zone));
      return {
        date,
        from: iso(from),
        to: iso(dialect.inclusiveTo ? to - 1 : to),
        past: to <= today,
        covers: { from, to },
      };
    });
  }
  return apiDatesFor(window, apiZone).map((date) => ({
    date,
    from: date,
    to: dialect.inclusiveTo ? date : addDays(date, 1),
    past: startOfDate(addDays(date, 1), zone) <= today,
    covers: apiZone
      ? { from: startOfDate(date, apiZone), to: startOfDate(addDays(date, 1), apiZone) }
      : anyZoneSpan(date, date),
  }));
}
