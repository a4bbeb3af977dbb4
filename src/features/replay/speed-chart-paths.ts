import type { SpeedSeries } from './speed-series';

/** The chart's drawing box: x across `columns`, y down `height` (the SVG's viewBox; it is stretched). */
export const speedChartBox = { columns: 1000, height: 100 } as const;

/**
 * Fixes further apart than this are not joined: the vehicle stopped reporting (parked overnight, switched
 * off) and a line between them would draw a ramp from its last speed to its next over hours it never drove.
 * Ten minutes: the summary's shortest stop setting is longer than the few minutes between fixes of a
 * vehicle that is on but standing still, so a gap this long is a stop, not a slow stretch.
 */
export const speedGapMs = 10 * 60_000;

/** The speed axis's top: the highest speed shown, rounded up to 20 km/h (at least 20). */
export const speedTop = (max: number) => Math.max(20, Math.ceil(max / 20) * 20);

/**
 * A series as an SVG path over [start, end]: one point per column at the highest speed in it, so 12,000
 * fixes draw as at most 1,000 points. Columns without a fix are skipped over by the line, unless the fixes
 * either side are more than `speedGapMs` apart: the line then stops and starts again.
 */
export function speedPath(series: SpeedSeries, start: number, end: number, top: number): string {
  const { columns, height } = speedChartBox;
  const span = Math.max(1, end - start);
  const highest = new Float64Array(columns).fill(-1);
  const gapBefore = new Uint8Array(columns);
  for (let f = 0; f < series.time.length; f += 1) {
    const time = series.time[f] as number;
    const column = Math.min(columns - 1, Math.max(0, Math.floor(((time - start) / span) * columns)));
    if (f > 0 && time - (series.time[f - 1] as number) > speedGapMs) gapBefore[column] = 1;
    if ((series.kmh[f] as number) > (highest[column] as number)) highest[column] = series.kmh[f] as number;
  }
  const points: string[] = [];
  for (let c = 0; c < columns; c += 1) {
    const kmh = highest[c] as number;
    if (kmh < 0) continue;
    const y = height - (Math.min(kmh, top) / top) * height;
    points.push(`${points.length === 0 || gapBefore[c] ? 'M' : 'L'}${c + 0.5} ${Math.round(y * 10) / 10}`);
  }
  return points.join('');
}

/** The events as ticks along the bottom, one per column that has any (an SVG path). */
export function eventTicks(times: Float64Array, start: number, end: number, tick = 12): string {
  const { columns, height } = speedChartBox;
  const span = Math.max(1, end - start);
  const seen = new Uint8Array(columns);
  const parts: string[] = [];
  for (let e = 0; e < times.length; e += 1) {
    const column = Math.min(
      columns - 1,
      Math.max(0, Math.floor((((times[e] as number) - start) / span) * columns)),
    );
    if (seen[column]) continue;
    seen[column] = 1;
    parts.push(`M${column + 0.5} ${height}V${height - tick}`);
  }
  return parts.join('');
}

/**
 * The speed at `t`: that of the last fix at or before it; null before the first fix and in a gap the line
 * does not cross (more than `speedGapMs` after a fix with no other until the next).
 */
export function speedAt(series: SpeedSeries, t: number): number | null {
  let lo = 0;
  let hi = series.time.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if ((series.time[mid] as number) <= t) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  if (found < 0) return null;
  const next = series.time[found + 1];
  if (next !== undefined && next - (series.time[found] as number) > speedGapMs) {
    if (t - (series.time[found] as number) > speedGapMs) return null;
  }
  return series.kmh[found] as number;
}
