import { addDays, dateStringOf, parseDateString } from '../../../lib/time-zones';

export interface DetailWindow {
  from: string;
  to: string;
}

/** What is wrong with a link's time (the page says it in the reader's language). */
export type WindowProblem = 'notDates' | 'fromNotBefore' | 'noTime';

/**
 * The API window that must contain the event: from `at` (its timeAt), the API date it falls on (one
 * more date each side when the API's date zone is unknown), or `from`/`to` dates given in the link.
 */
export function detailWindow(
  params: URLSearchParams,
  apiZone: string | null,
): DetailWindow | { problem: WindowProblem } {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) {
    if (!parseDateString(from) || !parseDateString(to)) return { problem: 'notDates' };
    if (from >= to) return { problem: 'fromNotBefore' };
    return { from, to };
  }
  const at = Number(params.get('at'));
  if (!params.get('at') || !Number.isSafeInteger(at) || at <= 0) {
    return { problem: 'noTime' };
  }
  const date = dateStringOf(at, apiZone ?? 'UTC');
  return windowAroundDate(date, apiZone);
}

/** The API window for one API date: that day, or one more date each side when the API's zone is unknown. */
export function windowAroundDate(date: string, apiZone: string | null): DetailWindow {
  return apiZone ? { from: date, to: addDays(date, 1) } : { from: addDays(date, -1), to: addDays(date, 2) };
}
