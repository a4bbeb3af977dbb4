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

/**
 * How far back the overlaid period lies (ms): the window's own length for `previous` (the period just
 * before it), else whole days. Days are 24 hours: across a change of clocks the bars are an hour apart.
 */
export function periodOffset(vs: PeriodChoice, window: TimeWindow): number {
  return vs.kind === 'previous' ? window.to - window.from : vs.days * day;
}

/** The overlaid period: the window moved back by `periodOffset`. */
export function periodWindow(vs: PeriodChoice, window: TimeWindow): TimeWindow {
  const offset = periodOffset(vs, window);
  return { from: window.from - offset, to: window.to - offset };
}
