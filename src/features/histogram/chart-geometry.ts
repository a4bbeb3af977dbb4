import { wallTime } from '../../lib/time-zones';
import type { TimeWindow } from '../event-url';
import type { BucketCounts } from './count-buckets';
import { bucketOf, histogramIntervals, type HistogramInterval } from './intervals';

// Short (Kibana keeps its histogram near 100 px): the table below gets the height.
export const chartHeight = 76;

/** The plot's edges in the SVG (room on the left for the count labels, below for the times). */
export interface ChartBox {
  width: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const chartBox = (width: number): ChartBox => ({
  width,
  left: 44,
  right: Math.max(60, width - 8),
  top: 8,
  bottom: chartHeight - 20,
});

/** 1, 2, 2.5 or 5 times a power of ten, at least `n`: the top of the count axis. */
export function niceCeil(n: number): number {
  if (n <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= n) ?? 10;
  return step * power;
}

/** Where instant `t` is across the plot: the window fills it; bars that start before it are cut. */
export function xOf(window: TimeWindow, box: ChartBox): (t: number) => number {
  const span = window.to - window.from || 1;
  return (t) =>
    box.left +
    ((Math.min(Math.max(t, window.from), window.to) - window.from) / span) * (box.right - box.left);
}

/** The bar under a pixel column, or -1 off the plot. */
export function barAtX(px: number, window: TimeWindow, box: ChartBox, boundaries: Float64Array): number {
  if (px < box.left || px > box.right) return -1;
  const t = window.from + ((px - box.left) / (box.right - box.left)) * (window.to - window.from);
  const bar = bucketOf(boundaries, Math.min(t, window.to - 1));
  return bar;
}

/** One SVG path per type (all its bars), stacked in type order from the bottom: a few elements, not thousands. */
export function barPaths(
  counted: BucketCounts,
  x: (t: number) => number,
  yMax: number,
  box: ChartBox,
): string[] {
  const bars = counted.totals.length;
  const base = new Float64Array(bars);
  const scale = (box.bottom - box.top) / yMax;
  return counted.counts.map((counts) => {
    const parts: string[] = [];
    for (let bar = 0; bar < bars; bar += 1) {
      const n = counts[bar] as number;
      if (n === 0) continue;
      const x0 = x(counted.boundaries[bar] as number);
      const x1 = x(counted.boundaries[bar + 1] as number);
      const gap = x1 - x0 > 4 ? 1 : 0;
      const y0 = box.bottom - (base[bar] as number) * scale;
      const h = n * scale;
      base[bar] = (base[bar] as number) + n;
      parts.push(
        `M${(x0 + gap / 2).toFixed(1)} ${y0.toFixed(1)}h${(x1 - x0 - gap).toFixed(1)}v${(-h).toFixed(1)}h${(-(x1 - x0 - gap)).toFixed(1)}z`,
      );
    }
    return parts.join('');
  });
}

const minTickGap = 64;

/**
 * The time axis: bar starts that fall on a round wall-clock time, as far apart as the labels need (local
 * midnights are labelled with their date). Past a day between labels, every n-th midnight.
 */
export function timeTicks(
  boundaries: Float64Array,
  window: TimeWindow,
  zone: string,
  interval: HistogramInterval,
  x: (t: number) => number,
  box: ChartBox,
): { x: number; t: number }[] {
  const pxPerMs = (box.right - box.left) / (window.to - window.from || 1);
  const every = histogramIntervals.find(
    (i) =>
      i.unit !== 'day' && i.ms >= interval.ms && i.ms % interval.ms === 0 && i.ms * pxPerMs >= minTickGap,
  );
  const dayStep = Math.max(1, Math.ceil(minTickGap / (86_400_000 * pxPerMs)));
  const ticks: { x: number; t: number }[] = [];
  let midnights = 0;
  let lastX = -Infinity;
  for (const t of boundaries) {
    if (t < window.from || t > window.to) continue;
    const w = wallTime(t, zone);
    const midnight = w.hour === 0 && w.minute === 0;
    let wanted: boolean;
    if (every) {
      const minuteOfDay = w.hour * 60 + w.minute;
      const stepMinutes = every.ms / 60_000;
      wanted = minuteOfDay % stepMinutes === 0;
    } else {
      wanted = midnight && midnights % dayStep === 0;
    }
    if (midnight) midnights += 1;
    const px = x(t);
    if (wanted && px - lastX >= minTickGap - 8 && px <= box.right - 16) {
      ticks.push({ x: px, t });
      lastX = px;
    }
  }
  return ticks;
}

/** One stepped line across the bars at each bar's count: another period's totals over this one's bars. */
export function linePath(
  totals: ArrayLike<number>,
  boundaries: Float64Array,
  x: (t: number) => number,
  yMax: number,
  box: ChartBox,
): string {
  const scale = (box.bottom - box.top) / yMax;
  const parts: string[] = [];
  for (let bar = 0; bar < totals.length; bar += 1) {
    const y = (box.bottom - (totals[bar] as number) * scale).toFixed(1);
    const x0 = x(boundaries[bar] as number).toFixed(1);
    const x1 = x(boundaries[bar + 1] as number).toFixed(1);
    parts.push(`${bar === 0 ? 'M' : 'L'}${x0} ${y}H${x1}`);
  }
  return parts.join('');
}
