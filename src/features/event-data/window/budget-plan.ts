import { chunkTransfer, type DayChunk } from '../reader/day-chunk';
import { memoBytesPerEvent } from '../store/store-caches';

/**
 * What a store adds for each event beyond its day's columns: its place in `rows`, and what its memo may
 * hold of columns gathered across days, orders and filtered rows (bounded per event).
 */
const storeBytesPerEvent = 4 + memoBytesPerEvent;

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

/**
 * What a tab may hold of one window: `bytes` of memory, and `events`, past which every join, sort and search
 * over them takes more than a second on a 2-core laptop.
 */
export interface WindowBudget {
  bytes: number;
  events: number;
}

/** Why a window stopped short: what is loaded, and roughly what the whole would take. */
export interface BudgetStop {
  /** Which limit the next day would pass (memory first, when both). */
  limit: 'bytes' | 'events';
  loadedDays: number;
  totalDays: number;
  events: number;
  bytes: number;
  /** The days loaded, and the largest of them again for every other day. */
  wholeBytes: number;
  wholeEvents: number;
  budget: WindowBudget;
}

export interface BudgetPlan {
  /** Per day: its request may run (it has already started, or may start now). */
  run: boolean[];
  /** Set when the days that do not run are left out for the budget, not merely waiting their turn. */
  stop: BudgetStop | null;
}

/**
 * Which days of a window (in the order they are asked for, newest first) may start so that the days
 * loaded stay within `budget`. A day started is never stopped: it may land. Until a day has landed
 * nothing is known of their size, and until `firstBatch` have, too little: at most `firstBatch` are in
 * flight then. A day not yet asked for is estimated at the largest day landed, not the average: the
 * newest day of a window ending now is only partly over, and would make the rest look small.
 */
export function planBudget(days: readonly DayLoad[], budget: WindowBudget, firstBatch: number): BudgetPlan {
  let landed = 0;
  let bytes = 0;
  let events = 0;
  let bytesPerDay = 0;
  let eventsPerDay = 0;
  let inFlight = 0;
  for (const day of days) {
    if (day.state === 'landed') {
      landed += 1;
      bytes += day.bytes;
      events += day.events;
      bytesPerDay = Math.max(bytesPerDay, day.bytes);
      eventsPerDay = Math.max(eventsPerDay, day.events);
    } else if (day.state === 'inFlight') inFlight += 1;
  }
  const run = days.map((day) => day.state !== 'new');
  let limit: BudgetStop['limit'] | null = null;
  for (let i = 0; i < days.length; i += 1) {
    if (run[i]) continue;
    if (landed > 0) {
      if (bytes + (inFlight + 1) * bytesPerDay > budget.bytes) limit = 'bytes';
      else if (events + (inFlight + 1) * eventsPerDay > budget.events) limit = 'events';
      if (limit) break;
    }
    if (landed < firstBatch && inFlight >= firstBatch) break;
    run[i] = true;
    inFlight += 1;
  }
  const stop = limit
    ? {
        limit,
        loadedDays: landed,
        totalDays: days.length,
        events,
        bytes,
        wholeBytes: bytes + (days.length - landed) * bytesPerDay,
        wholeEvents: events + (days.length - landed) * eventsPerDay,
        budget,
      }
    : null;
  return { run, stop };
}
