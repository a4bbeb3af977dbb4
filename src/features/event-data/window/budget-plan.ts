import { chunkTransfer, type DayChunk } from '../reader/day-chunk';

/**
 * What a store adds for each event beyond its day's columns: its place in `rows`. The store copies no
 * column per event (each day keeps its own); what it derives across days (gathered columns, orders) lives
 * in a memo of its own bounded in bytes, so it is not counted per day.
 */
const storeBytesPerEvent = 4;

// Weak: a day's size goes with the day, which sign-out removes from the query cache.
const sizes = new WeakMap<DayChunk, number>();

/**
 * The bytes one day holds on the page: its typed arrays' buffers (each once, should columns share one),
 * its prop lists' texts at two bytes a character, and the store's row of each of its events.
 */
export function chunkBytes(chunk: DayChunk): number {
  let size = sizes.get(chunk);
  if (size === undefined) {
    size = 0;
    for (const buffer of new Set(chunkTransfer(chunk))) size += buffer.byteLength;
    size += 2 * (chunk.attributes.texts.length + chunk.extras.texts.length + chunk.sent.texts.length);
    size += storeBytesPerEvent * chunk.count;
    sizes.set(chunk, size);
  }
  return size;
}

/** One day of a window as the budget sees it. */
export type DayLoad =
  | { state: 'landed'; bytes: number; events: number }
  | { state: 'inFlight' }
  /** Answered with an error: holds nothing, and asks again only when the user says so. */
  | { state: 'failed' }
  /** Not asked for yet. */
  | { state: 'new' };

/** Why a window stopped short: what is loaded, and roughly what the whole would take. */
export interface BudgetStop {
  loadedDays: number;
  totalDays: number;
  events: number;
  bytes: number;
  /** The days loaded, and the largest of them again for every other day. */
  wholeBytes: number;
  budgetBytes: number;
}

export interface BudgetPlan {
  /** Per day: its request may run (it has already started, or may start now). */
  run: boolean[];
  /** Set when the days that do not run are left out for the budget, not merely waiting their turn. */
  stop: BudgetStop | null;
}

/**
 * Which days of a window (in the order they are asked for, newest first) may start so that the days
 * loaded stay within `budgetBytes`. A day started is never stopped: it may land. Until a day has landed
 * nothing is known of their size, and until `firstBatch` have, too little: at most `firstBatch` are in
 * flight then. A day not yet asked for is estimated at the largest day landed, not the average: the
 * newest day of a window ending now is only partly over, and would make the rest look small.
 */
export function planBudget(days: readonly DayLoad[], budgetBytes: number, firstBatch: number): BudgetPlan {
  let landed = 0;
  let bytes = 0;
  let events = 0;
  let perDay = 0;
  let inFlight = 0;
  for (const day of days) {
    if (day.state === 'landed') {
      landed += 1;
      bytes += day.bytes;
      events += day.events;
      perDay = Math.max(perDay, day.bytes);
    } else if (day.state === 'inFlight') inFlight += 1;
  }
  const run = days.map((day) => day.state !== 'new');
  let stopped = false;
  for (let i = 0; i < days.length; i += 1) {
    if (run[i]) continue;
    if (landed > 0 && bytes + (inFlight + 1) * perDay > budgetBytes) {
      stopped = true;
      break;
    }
    if (landed < firstBatch && inFlight >= firstBatch) break;
    run[i] = true;
    inFlight += 1;
  }
  const stop = stopped
    ? {
        loadedDays: landed,
        totalDays: days.length,
        events,
        bytes,
        wholeBytes: bytes + (days.length - landed) * perDay,
        budgetBytes,
      }
    : null;
  return { run, stop };
}
