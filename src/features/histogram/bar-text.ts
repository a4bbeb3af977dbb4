import { formatDateParts, formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { offsetAt, wallTime, type WallTime } from '../../lib/time-zones';
import type { BucketCounts } from './count-buckets';
import { intervalText, type HistogramInterval } from './intervals';

// The texts here are in the active language: each function is called when its text is needed.

const pad = (n: number) => String(n).padStart(2, '0');

const dateOf = (w: WallTime) => `${w.year}-${pad(w.month)}-${pad(w.day)}`;
const timeOf = (w: WallTime) => `${pad(w.hour)}:${pad(w.minute)}`;
const isMidnight = (w: WallTime) => w.hour === 0 && w.minute === 0 && w.second === 0;

function offsetText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * "2026-11-20 14:00–16:00", "2026-11-20 22:00–24:00", "2026-11-20" (a day): what a bar covers in the zone.
 * When the clocks change within it, each end says its offset, so the repeated hour reads unambiguously.
 */
export function spanText(from: number, to: number, zone: string, interval: HistogramInterval): string {
  const a = wallTime(from, zone);
  const b = wallTime(to, zone);
  const nextDay =
    isMidnight(b) && to - from <= 25 * 3_600_000 && dateOf(wallTime(to - 1, zone)) === dateOf(a);
  if (interval.unit === 'day' && isMidnight(a) && nextDay) return dateOf(a);
  const [offsetA, offsetB] = [offsetAt(from, zone), offsetAt(to, zone)];
  const clocks = offsetA !== offsetB;
  const start = `${dateOf(a)} ${timeOf(a)}${clocks ? ` ${offsetText(offsetA)}` : ''}`;
  const end = dateOf(a) === dateOf(b) ? timeOf(b) : nextDay ? '24:00' : `${dateOf(b)} ${timeOf(b)}`;
  return `${start}–${end}${clocks ? ` ${offsetText(offsetB)}` : ''}`;
}

/** An axis label: the date at a local midnight ("20 Nov", "20 nov"), else the time ("14:00"). */
export function tickText(t: number, zone: string): string {
  const w = wallTime(t, zone);
  if (!isMidnight(w)) return timeOf(w);
  return i18n.t('explore:histogram.tick', {
    day: String(w.day),
    month: formatDateParts(t, zone, { month: 'short' }),
  });
}

/** "1,234 events: driver 234, ignition 1,000". */
export function barCountsText(counted: BucketCounts, bar: number): string {
  const total = counted.totals[bar] ?? 0;
  const parts = counted.types.flatMap((type, i) => {
    const n = counted.counts[i]?.[bar] ?? 0;
    return n > 0 ? [`${type} ${formatNumber(n)}`] : [];
  });
  const values = { count: total, n: formatNumber(total) };
  return parts.length > 0
    ? i18n.t('explore:histogram.bar.byType', { ...values, types: parts.join(', ') })
    : i18n.t('explore:histogram.bar.total', values);
}

/** The chart's text alternative: how many, over what, and the busiest bar. */
export function chartSummary(counted: BucketCounts, zone: string, interval: HistogramInterval): string {
  const bars = counted.totals.length;
  const { boundaries } = counted;
  let busiest = 0;
  for (let bar = 1; bar < bars; bar += 1)
    if ((counted.totals[bar] as number) > (counted.totals[busiest] as number)) busiest = bar;
  const total = i18n.t('explore:histogram.summary.total', {
    count: counted.total,
    n: formatNumber(counted.total),
    bars: formatNumber(bars),
    interval: intervalText(interval),
  });
  if (counted.total === 0) return i18n.t('explore:histogram.summary.empty', { total });
  const span = spanText(boundaries[busiest] as number, boundaries[busiest + 1] as number, zone, interval);
  const summary = i18n.t('explore:histogram.summary.busiest', {
    total,
    span,
    counts: barCountsText(counted, busiest),
  });
  if (counted.outside === 0) return summary;
  const outside = i18n.t('explore:histogram.summary.outside', {
    count: counted.outside,
    n: formatNumber(counted.outside),
  });
  return `${summary} ${outside}`;
}
