import { radixOrder } from '../../../../lib/radix-order';
import { emptyReport, type DayChunk, type DayReport } from './day-chunk';
import type { InternPool } from './intern';
import { readIdentity } from './read-identity';
import { RowReader } from './read-row';
import { mapTyped } from '../../../../lib/map-typed';

export interface ReadOptions {
  /** The unit of timeAt and GPS.At in this region's API (its dialect). */
  timeUnit: 'ms' | 's';
}

const maxListedSkips = 200;

interface Kept {
  item: Record<string, unknown>;
  id: number;
  idText: string | null;
  inexact: boolean;
  type: number;
  timeAt: number;
}

/** Newest first, then by id descending: two stable radix passes (id, then time). */
function newestFirst(kept: readonly Kept[]): Kept[] {
  const ids = new Float64Array(kept.length);
  kept.forEach((k, i) => (ids[i] = k.id));
  const byId = radixOrder(ids, true);
  const times = mapTyped(Float64Array, byId, (i) => (kept[i] as Kept).timeAt);
  const byTime = radixOrder(times, true);
  return Array.from(byTime, (i) => kept[byId[i] as number] as Kept);
}

const sameEvent = (a: Kept, b: Kept) =>
  a.type === b.type && a.id === b.id && a.idText === b.idText && a.timeAt === b.timeAt;

/** Drops repeats of the same event; equal events share a time, so they sit in one run of equal times. */
function withoutRepeats(sorted: readonly Kept[], report: DayReport): Kept[] {
  const out: Kept[] = [];
  let runStart = 0;
  for (const event of sorted) {
    if (out.length > 0 && (out[out.length - 1] as Kept).timeAt !== event.timeAt) runStart = out.length;
    let repeat = false;
    for (let j = runStart; j < out.length && !repeat; j += 1) repeat = sameEvent(out[j] as Kept, event);
    if (repeat) report.duplicates += 1;
    else out.push(event);
  }
  return out;
}

/**
 * One response as a `DayChunk`, or null when it is not an array (then the whole day fails). Every item is
 * accounted for: kept, skipped as unidentifiable (with the reason), or merged as a repeat; within kept
 * events every field is read on its own, so a bad field never costs the event.
 */
export function readDay(json: unknown, pool: InternPool, options: ReadOptions): DayChunk | null {
  if (!Array.isArray(json)) return null;
  const report = emptyReport(json.length);
  const timeScale = options.timeUnit === 's' ? 1000 : 1;
  const kept: Kept[] = [];
  json.forEach((item: unknown, index) => {
    const identity = readIdentity(item, timeScale);
    if (!identity.ok) {
      report.skippedCount += 1;
      if (report.skipped.length < maxListedSkips)
        report.skipped.push({ index, reason: identity.reason, why: identity.why });
      return;
    }
    const event = item as Record<string, unknown>;
    if (typeof event.id === 'string') report.lenient.id = (report.lenient.id ?? 0) + 1;
    if (typeof event.timeAt !== 'number') report.lenient.timeAt = (report.lenient.timeAt ?? 0) + 1;
    if (identity.idText !== null) report.exactIds += 1;
    if (identity.inexact) report.inexactIds += 1;
    kept.push({ ...identity, item: event, type: pool.string(identity.type) });
  });
  const rows = withoutRepeats(newestFirst(kept), report);
  const reader = new RowReader(rows.length, pool, report, timeScale);
  rows.forEach((row, r) => reader.read(r, row.item, row));
  return reader.finish();
}
