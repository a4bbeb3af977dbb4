import { newestFirstOrder } from '../../../lib/newest-first';
import { emptyReport, type DayChunk, type DayReport } from './day-chunk';
import type { InternPool } from './intern';
import { readIdentity, unreadableItem, type Identity } from './read-identity';
import { RowReader } from './read-row';

export interface ReadOptions {
  /** The unit of timeAt and GPS.At in this region's API (its dialect). */
  timeUnit: 'ms' | 's';
}

const maxListedSkips = 200;

interface Kept {
  item: Record<string, unknown>;
  /** Where it was in the response. */
  index: number;
  id: number;
  idText: string | null;
  inexact: boolean;
  type: number;
  timeAt: number;
  /** Copies of it later in the response, merged into it. */
  repeats?: number;
}

/** Newest first, then by id descending (the events' one order, `newestFirstOrder`). */
function newestFirst(kept: readonly Kept[]): Kept[] {
  const ids = new Float64Array(kept.length);
  const times = new Float64Array(kept.length);
  kept.forEach((k, i) => {
    ids[i] = k.id;
    times[i] = k.timeAt;
  });
  return Array.from(newestFirstOrder(times, ids), (i) => kept[i] as Kept);
}

/**
 * A key equal for two events exactly when they are the same event (type, id, exact id text; the time is
 * the run's). Exact id text determines the id, so it stands for both; String keeps doubles apart, and
 * reads -0 as 0 as === does.
 */
const eventKey = (e: Kept) => (e.idText === null ? `${e.type} ${e.id}` : `${e.type} "${e.idText}"`);

/** Drops repeats of the same event; equal events share a time, so they sit in one run of equal times. */
function withoutRepeats(sorted: readonly Kept[], report: DayReport): Kept[] {
  const out: Kept[] = [];
  const seen = new Map<string, Kept>();
  for (let i = 0; i < sorted.length; i += 1) {
    const event = sorted[i] as Kept;
    const runGoesOn = i > 0 && (sorted[i - 1] as Kept).timeAt === event.timeAt;
    if (!runGoesOn && seen.size > 0) seen.clear();
    // An event alone at its time repeats nothing: most are, and need no key.
    if (!runGoesOn && sorted[i + 1]?.timeAt !== event.timeAt) out.push(event);
    else {
      const key = eventKey(event);
      const first = seen.get(key);
      if (first) {
        report.duplicates += 1;
        first.repeats = (first.repeats ?? 0) + 1;
      } else {
        seen.set(key, event);
        out.push(event);
      }
    }
  }
  return out;
}

function skip(report: DayReport, index: number, { reason, why }: Identity & { ok: false }): void {
  report.skippedCount += 1;
  if (report.skipped.length < maxListedSkips) report.skipped.push({ index, reason, why });
}

/**
 * One response as a `DayChunk`, or null when it is not an array (then the whole day fails). Every item is
 * accounted for: kept, skipped as unidentifiable (with the reason), or merged as a repeat; within kept
 * events every field is read on its own, so a bad field never costs the event. An item whose reading
 * throws is skipped with the error: one item never costs the day.
 */
export function readDay(json: unknown, pool: InternPool, options: ReadOptions): DayChunk | null {
  if (!Array.isArray(json)) return null;
  const report = emptyReport(json.length);
  const timeScale = options.timeUnit === 's' ? 1000 : 1;
  const kept: Kept[] = [];
  json.forEach((item: unknown, index) => {
    let identity: Identity;
    let idAsText = false;
    let timeNotNumber = false;
    try {
      identity = readIdentity(item, timeScale);
      idAsText = identity.ok && typeof (item as Record<string, unknown>).id === 'string';
      timeNotNumber = identity.ok && typeof (item as Record<string, unknown>).timeAt !== 'number';
    } catch (error) {
      identity = unreadableItem(error);
    }
    if (!identity.ok) return skip(report, index, identity);
    if (idAsText) report.lenient.id = (report.lenient.id ?? 0) + 1;
    if (timeNotNumber) report.lenient.timeAt = (report.lenient.timeAt ?? 0) + 1;
    if (identity.idText !== null) report.exactIds += 1;
    if (identity.inexact) report.inexactIds += 1;
    kept.push({
      ...identity,
      item: item as Record<string, unknown>,
      index,
      // A type identifies its event (and its colour, facet, path): never cut to "…" by the string limit.
      type: pool.string(identity.type, false),
    });
  });
  const rows = withoutRepeats(newestFirst(kept), report);
  const reader = new RowReader(rows.length, pool, report, timeScale);
  for (const row of rows)
    try {
      reader.read(row.item, row, row.repeats);
    } catch (error) {
      skip(report, row.index, unreadableItem(error));
    }
  report.overflowStrings = pool.overflowed;
  return reader.finish();
}
