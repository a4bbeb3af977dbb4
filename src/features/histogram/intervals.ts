import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { utcWallTime, wallTime, zonedToInstant, type WallTime } from '../../lib/time-zones';
import type { TimeWindow } from '../event-url';

/** A bar's length: minutes and hours counted on the wall clock from local midnight, or whole local days. */
export interface HistogramInterval {
  unit: 'minute' | 'hour' | 'day';
  step: number;
  /** Its usual length (a DST change makes some hours and days longer or shorter). */
  ms: number;
}

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

const interval = (unit: HistogramInterval['unit'], step: number): HistogramInterval => {
  const ms = step * (unit === 'minute' ? minuteMs : unit === 'hour' ? hourMs : dayMs);
  return { unit, step, ms };
};

/** "15 minutes", "2 hours", "1 day", in the active language. */
export function intervalText({ unit, step }: HistogramInterval): string {
  return i18n.t(`explore:histogram.interval.${unit}`, { count: step, n: formatNumber(step) });
}

/** The intervals a person recognises, shortest first. */
export const histogramIntervals: readonly HistogramInterval[] = [
  ...[1, 2, 5, 10, 15, 30].map((step) => interval('minute', step)),
  ...[1, 2, 3, 6, 12].map((step) => interval('hour', step)),
  interval('day', 1),
];
export const maxBars = 120;
/** A window of years in days would be thousands of bars: past this many, the last bar runs to the end. */
const maxBoundaries = 5_000;

/** The shortest interval that shows the window in at most 120 bars (a day at most: longer windows get more). */
export function chooseInterval(spanMs: number): HistogramInterval {
  return (
    histogramIntervals.find((i) => spanMs / i.ms <= maxBars) ??
    (histogramIntervals[histogramIntervals.length - 1] as HistogramInterval)
  );
}

/** The wall-clock start of the interval that holds `w`. */
function floorWall(w: WallTime, { unit, step }: HistogramInterval): WallTime {
  if (unit === 'minute') return { ...w, minute: w.minute - (w.minute % step), second: 0 };
  if (unit === 'hour') return { ...w, hour: w.hour - (w.hour % step), minute: 0, second: 0 };
  return { ...w, hour: 0, minute: 0, second: 0 };
}

function addWall(w: WallTime, { unit, step }: HistogramInterval): WallTime {
  return utcWallTime(
    Date.UTC(
      w.year,
      w.month - 1,
      w.day + (unit === 'day' ? step : 0),
      w.hour + (unit === 'hour' ? step : 0),
      w.minute + (unit === 'minute' ? step : 0),
    ),
  );
}

function isAligned(t: number, { unit, step }: HistogramInterval, zone: string): boolean {
  const w = wallTime(t, zone);
  if (w.second !== 0) return false;
  return unit === 'minute' ? w.minute % step === 0 : w.minute === 0 && w.hour % step === 0;
}

/**
 * The next bar's start. Up to an hour, bars are that long in real time and start where the wall clock
 * shows a multiple of the step: the hour repeated when clocks go back gets bars of its own, the hour that
 * is skipped none. Longer bars follow the wall clock (00:00, 03:00, ... and local midnights), so one of
 * them is an hour shorter or longer on the day the clocks change.
 */
function nextBoundary(t: number, interval: HistogramInterval, zone: string): number {
  if (interval.ms <= hourMs) {
    const fixed = t + interval.ms;
    if (isAligned(fixed, interval, zone)) return fixed;
  }
  const next = zonedToInstant(addWall(floorWall(wallTime(t, zone), interval), interval), zone);
  return next > t ? next : t + interval.ms;
}

/**
 * Where the bars start and end: `b[i]` to `b[i + 1]` is bar i. The first starts at or before the window's
 * start (a whole interval, partly outside), the last ends at or after its end.
 */
export function bucketBoundaries(
  window: TimeWindow,
  zone: string,
  interval: HistogramInterval,
): Float64Array {
  let t = zonedToInstant(floorWall(wallTime(window.from, zone), interval), zone);
  // The floor of the start can fall in a skipped hour (a zone that changes clocks at midnight).
  if (t > window.from) t = window.from;
  const out = [t];
  while (t < window.to) {
    t = out.length < maxBoundaries ? nextBoundary(t, interval, zone) : window.to;
    out.push(t);
  }
  return Float64Array.from(out);
}

/** The bar holding instant `t` (binary search), or -1 outside them all. */
export function bucketOf(boundaries: Float64Array, t: number): number {
  const last = boundaries.length - 1;
  if (!(t >= (boundaries[0] as number)) || !(t < (boundaries[last] as number))) return -1;
  let lo = 0;
  let hi = last - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((boundaries[mid] as number) <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
