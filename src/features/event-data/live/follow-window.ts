import { addDays, dateStringOf, startOfDate } from '../../../lib/time-zones';
import type { TimeWindow } from '../../event-url';

/**
 * Whether a window can be followed live: it ends now (a preset such as "Last 24 hours", whose end is the
 * page's now) or later (a custom `to` in the future). One that has ended holds no new event.
 */
export function canFollow(window: TimeWindow, now: number): boolean {
  return window.to >= now;
}

/**
 * What a followed window asks the API for: the whole API dates it touches. As the page's now moves on,
 * the window's start and end move with it, but these requests stay the same until midnight; so each
 * poll fetches today's date again under the same cache entry, and past dates stay cached. The store cuts
 * the extra rows to the window.
 */
export function wholeDates(window: TimeWindow, apiZone: string): TimeWindow {
  const first = dateStringOf(window.from, apiZone);
  const last = dateStringOf(Math.max(window.from, window.to - 1), apiZone);
  return { from: startOfDate(first, apiZone), to: startOfDate(addDays(last, 1), apiZone) };
}
