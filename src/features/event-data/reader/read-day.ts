import { newestFirstOrder } from '../../../lib/newest-first';
import { emptyReport, type DayChunk, type DayReport } from './day-chunk';
import type { InternPool } from './intern';
import { noteIfRounded } from './lenient-values';
import { readIdentity, unreadableItem, type Identity } from './read-identity';
import { RowReader } from './read-row';

export interface ReadOptions {
  /** The unit of timeAt and GPS.At in this region's API (its dialect). */
  timeUnit: 'ms' | 's';
}

const maxListedSkips = 200;

/** An identified event of the response, before its other fields are read. A class: one shape for all. */
class Kept {
  /** Copies of it later in the response, merged into it. */
  repeats = 0;
  constructor(
    readonly item: Record<string, unknown>,
    /** Where it was in the response. */
    readonly index: number,
    readonly id: number,
    readonly idText: string | null,
    readonly inexact: boolean,
    readonly type: number,
    readonly timeAt: number,
  ) {}
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
        first.repeats += 1;
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
 * An item whose id, type and timeAt are in the spec's own types, as nearly every event sends them, read
 * without the lenient reads' objects; null for any other item, left to `readKept`.
 */
function quickKept(item: unknown, index: number, pool: InternPool, timeScale: number): Kept | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id, type, timeAt } = item as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof type !== 'string' || type === '' || typeof timeAt !== 'number' || !Number.isFinite(timeAt))
    return null;
  noteIfRounded(timeAt);
  const code = pool.string(type, false);
  return new Kept(
    item as Record<string, unknown>,
    index,
    id,
    null,
    false,
    code,
    Math.round(timeAt * timeScale),
  );
}

/** An item `quickKept` did not take: read leniently, counted, or skipped with the reason. */
function readKept(
  item: unknown,
  index: number,
  pool: InternPool,
  timeScale: number,
  report: DayReport,
): Kept | null {
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
  if (!identity.ok) {
    skip(report, index, identity);
    return null;
  }
  if (idAsText) report.lenient.id = (report.lenient.id ?? 0) + 1;
  if (timeNotNumber) report.lenient.timeAt = (report.lenient.timeAt ?? 0) + 1;
  if (identity.idText !== null) report.exactIds += 1;
  if (identity.inexact) report.inexactIds += 1;
  // A type identifies its event (and its colour, facet, path): never cut to "…" by the string limit.
  const type = pool.string(identity.type, false);
  const { id, idText, inexact, timeAt } = identity;
  return new Kept(item as Record<string, unknown>, index, id, idText, inexact, type, timeAt);
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
  for (let index = 0; index < json.length; index += 1) {
    const item: unknown = json[index];
    let event: Kept | null = null;
    try {
      event = quickKept(item, index, pool, timeScale);
    } catch {
      // Read again by `readKept`, which reports what threw.
    }
    event ??= readKept(item, index, pool, timeScale, report);
    if (event) kept.push(event);
  }
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
