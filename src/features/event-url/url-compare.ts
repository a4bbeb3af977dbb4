import { wallTime, zonedToInstant } from '../../lib/time-zones';
import type { TimeWindow } from './resolve-window';

/** A range of the window compared with the rest of it (`compare=<from ms>,<to ms>`). */
export interface CompareRange {
  from: number;
  to: number;
}

/** What the histogram overlays: the period just before the window, or the window moved back some days. */
export type PeriodChoice = { kind: 'previous' } | { kind: 'days'; days: number };

/** What a comparison sets against the rest of the window: a range of it, or the rows the filters keep. */
export type CompareAsk = CompareRange | 'filters';

export interface CompareUrlState {
  range: CompareRange | null;
  /** `compare=filters`: the rows the search, area and value filters keep against the window's others. */
  filtered: boolean;
  vs: PeriodChoice | null;
  /** Values that could not be read, as written: said to the user, never silently dropped. */
  unreadable: { compare: string | null; vs: string | null };
}

const day = 86_400_000;
/** A year and a bit: a year ago against this week is the longest comparison a fleet report asks for. */
export const maxPeriodDays = 400;

/** `compare=1763600000000,1763610000000` (from before to) or `compare=filters`, and `vs=previous` or `vs=7` (days back). */
export function parseCompare(params: URLSearchParams): CompareUrlState {
  const compareText = params.get('compare');
  const vsText = params.get('vs');
  const match = compareText ? /^(\d{1,15}),(\d{1,15})$/.exec(compareText) : null;
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  const range = match && from < to ? { from, to } : null;
  const filtered = compareText === 'filters';
  const days = vsText && /^\d{1,3}$/.test(vsText) ? Number(vsText) : NaN;
  const vs: PeriodChoice | null =
    vsText === 'previous'
      ? { kind: 'previous' }
      : days >= 1 && days <= maxPeriodDays
        ? { kind: 'days', days }
        : null;
  return {
    range,
    filtered,
    vs,
    unreadable: {
      compare: compareText && !range && !filtered ? compareText.slice(0, 80) : null,
      vs: vsText && !vs ? vsText.slice(0, 80) : null,
    },
  };
}

export const compareParam = (ask: CompareAsk) =>
  ask === 'filters' ? ask : `${Math.round(ask.from)},${Math.round(ask.to)}`;

export const periodParam = (vs: PeriodChoice) => (vs.kind === 'previous' ? 'previous' : String(vs.days));

/** The URL with a comparison opened, or (`null`) closed; the rest stays. */
/** The comparisons as the page's URL holds them, and their writers. */
export interface CompareUrl {
  state: CompareUrlState;
  /** Opens a comparison (a range, or the filtered rows) with the rest of the window, or (null) closes it. */
  open: (ask: CompareAsk | null) => void;
  /** Overlays another period on the histogram, or (null) none. */
  setPeriod: (vs: PeriodChoice | null) => void;
}

export function withCompare(params: URLSearchParams, ask: CompareAsk | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ask) next.set('compare', compareParam(ask));
  else next.delete('compare');
  return next;
}

/** The URL with a period overlaid, or (`null`) none; the rest stays. */
export function withPeriod(params: URLSearchParams, vs: PeriodChoice | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (vs) next.set('vs', periodParam(vs));
  else next.delete('vs');
  return next;
}

/** The part of a compared range inside the window, or null when none of it is (the window moved on). */
export function compareWithin(range: CompareRange, window: TimeWindow): CompareRange | null {
  const from = Math.max(range.from, window.from);
  const to = Math.min(range.to, window.to);
  return to > from ? { from, to } : null;
}

/** The same wall-clock time `days` days before `ms` in `zone` (a change of clocks between them included). */
function daysBefore(ms: number, days: number, zone: string): number {
  const wall = wallTime(ms, zone);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day - days));
  const subSecond = ((ms % 1000) + 1000) % 1000;
  const moved = {
    ...wall,
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
  return zonedToInstant(moved, zone) + subSecond;
}

/** Whole days of `zone` from `from` to `to` when both fall at the same time of day there, else null. */
function wholeDays(window: TimeWindow, zone: string): number | null {
  const [a, b] = [wallTime(window.from, zone), wallTime(window.to, zone)];
  if (a.hour !== b.hour || a.minute !== b.minute || a.second !== b.second) return null;
  const days = Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / day,
  );
  return days > 0 ? days : null;
}

/**
 * Where an instant of the window lines up in the overlaid period. Back by days, in the window's zone: 09:00
 * lines up with 09:00 of the day compared, even when the clocks changed between them (that day's bars
 * are an hour longer or shorter). `vs=<days>` goes back that many days; `previous` the window's own
 * length: in days when it is whole days of the zone (a week before a week), else in hours.
 */
export function periodShift(vs: PeriodChoice, window: TimeWindow, zone: string): (ms: number) => number {
  const days = vs.kind === 'days' ? vs.days : wholeDays(window, zone);
  if (days === null) {
    const length = window.to - window.from;
    return (ms) => ms - length;
  }
  return (ms) => daysBefore(ms, days, zone);
}

/** The overlaid period: the window's ends moved by `periodShift`. */
export function periodWindow(vs: PeriodChoice, window: TimeWindow, zone: string): TimeWindow {
  const shift = periodShift(vs, window, zone);
  return { from: shift(window.from), to: shift(window.to) };
}
