import type { DayReport } from '../reader/day-chunk';
import { countsByName } from '../reader/own-keys';
import type { SkipReason } from '../reader/read-identity';
import type { CutNote } from '../reader/read-limits';
import type { StoreDay } from './store-day';
import type { TimeWindow } from '../../event-url';

/** Everything the API sent for a window, accounted for: shown, skipped, merged, outside, read leniently. */
export interface StoreReport {
  received: number;
  /** `reason` in English (logs, tests); `why` to word in the reader's language when shown. */
  skipped: { day: string; index: number; reason: string; why: SkipReason }[];
  skippedCount: number;
  /** Repeats of an event kept once: within one response, and across days. */
  duplicates: number;
  /** Events the API returned though they lie outside what was asked for (not shown unless asked). */
  outside: number;
  /** Events of the whole dates asked for that fall outside the window (asked for, then cut to it). */
  trimmed: number;
  /** Of those, how many have a `timeAt` that reads as seconds rather than milliseconds. */
  secondsLike: number;
  /** Of those, how many are more than ten years from the window. */
  farAway: number;
  nulls: Record<string, number>;
  lenient: Record<string, number>;
  unreadable: Record<string, number>;
  unknownFields: Record<string, number>;
  exactIds: number;
  inexactIds: number;
  /** Values past a response's limit of new distinct strings: "…" in the table, whole in the detail. */
  overflowStrings: number;
  /** What was cut of events to fit the reader's limits: the first few, with their day, and how many events. */
  cut: (CutNote & { day: string })[];
  cutCount: number;
  /** Days the server's cap made the app ask for in parts, and in how many. */
  inParts: { day: string; parts: number }[];
}

const maxListed = 200;
const tenYears = 10 * 365.25 * 86_400_000;
/** 1e11 ms is March 1973; a time in seconds from 1973 to 5138 is below it. */
const secondsBelow = 1e11;

/** `into` is made by `countsByName`, so a field named "__proto__" adds up like the others. */
function add(into: Record<string, number>, from: Partial<Record<string, number>>): void {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + (n ?? 0);
}

export function accountFor(
  days: readonly StoreDay[],
  repeatsAcrossDays: number,
  trimmed: number,
  outside: Uint32Array,
  time: Float64Array,
  window: TimeWindow,
): StoreReport {
  const report: StoreReport = {
    received: 0,
    skipped: [],
    skippedCount: 0,
    duplicates: repeatsAcrossDays,
    outside: outside.length,
    trimmed,
    secondsLike: 0,
    farAway: 0,
    nulls: countsByName(),
    lenient: countsByName(),
    unreadable: countsByName(),
    unknownFields: countsByName(),
    exactIds: 0,
    inexactIds: 0,
    overflowStrings: 0,
    cut: [],
    cutCount: 0,
    inParts: [],
  };
  days.forEach(({ chunk, label }) => {
    const r: DayReport = chunk.report;
    report.received += r.received;
    report.skippedCount += r.skippedCount;
    for (const item of r.skipped)
      if (report.skipped.length < maxListed) report.skipped.push({ day: label, ...item });
    report.duplicates += r.duplicates;
    add(report.nulls, r.nulls);
    add(report.lenient, r.lenient);
    add(report.unreadable, r.unreadable);
    add(report.unknownFields, r.unknownFields);
    report.exactIds += r.exactIds;
    report.inexactIds += r.inexactIds;
    // Days read before the limit existed (a cached day) have no count.
    report.overflowStrings += r.overflowStrings ?? 0;
    report.cutCount += r.cutCount ?? 0;
    if (r.parts !== undefined) report.inParts.push({ day: label, parts: r.parts });
    for (const note of r.cut ?? [])
      if (report.cut.length < maxListed) report.cut.push({ day: label, ...note });
  });
  for (const g of outside) {
    const t = time[g] as number;
    if (Math.abs(t) < secondsBelow) report.secondsLike += 1;
    if (t < window.from - tenYears || t > window.to + tenYears) report.farAway += 1;
  }
  return report;
}
