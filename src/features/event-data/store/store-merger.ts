import type { DayChunk } from '../reader/day-chunk';
import type { Dictionary } from '../reader/dictionary';
import type { TimeWindow } from '../../event-url';
import type { DayRequestRange } from '../api/api-dates';
import { EventStore } from './event-store';
import type { StoreShelf } from './store-shelf';

/**
 * While a window's days are still arriving, a new day joins the store at most this often (the first day and
 * the last at once). Each join makes a new store, which the whole page works out again (rows, counts,
 * histogram, names): at 100k events in 7 days that was 250–400 ms of the page's thread a day.
 */
export const joinPaceMs = 500;

/**
 * A join costs about as much as the events joined so far (ordering, repeats, the page's counts): the pace
 * grows by `joinPaceMs` for every this many events held, so a window of millions spends the same share of
 * the page's thread on joins as a week (at 4.9M events a join took 0.3–1.3 s, and came every half second).
 */
export const eventsPerPace = 250_000;

export interface MergedStore {
  store: EventStore;
  /** Days arrived that the store holds back for the pace: ask again in this many ms (0: nothing waits). */
  waitMs: number;
  /** Days arrived that join in a task of their own (`joinAhead`), not in this render. */
  ahead: boolean;
}

type Chunks = readonly (DayChunk | undefined)[];

/** Only days arriving in empty places: no day replaced or gone, so the rows shown are still right. */
const onlyAdds = (before: Chunks, after: Chunks) =>
  before.length === after.length && before.every((chunk, i) => chunk === undefined || chunk === after[i]);

/**
 * Joins the days that have arrived into a store, and answers with the same store while the same days and
 * window are in: a day starting to fetch again changes its query's state, not its data, and must not cost
 * a join (nor a new store to sort and search). While days are still loading (`settled` false), a day
 * arriving within `paceMs` of the last join (longer as the store grows, `eventsPerPace`) waits for the next
 * (`waitMs`); a changed window, a replaced or removed day (other filters), the first rows and the last day
 * join at once. A store replaced on the page forgets what it derived.
 *
 * With `joinAhead`, days that only add to the rows shown are not joined in the render that asks (`ahead`):
 * the page calls `joinAhead()` in a task of its own, works out what it will show in another, then renders,
 * so the render with a new day is not also the join and the sort. A changed window or other days still
 * join at once: the page must never show rows it did not ask for.
 */
export function createStoreMerger(
  dictionary: Dictionary,
  {
    paceMs = joinPaceMs,
    eventsPerPace: perPace = eventsPerPace,
    clock = () => performance.now(),
    joinAhead = false,
    shelf,
  }: {
    paceMs?: number;
    eventsPerPace?: number;
    clock?: () => number;
    joinAhead?: boolean;
    /** Shared with the other page of the URL's window: a store found there is taken, not joined again. */
    shelf?: StoreShelf;
  } = {},
) {
  let last: { chunks: Chunks; window: TimeWindow; store: EventStore; at: number } | null = null;
  let waiting: { chunks: Chunks; ranges: readonly DayRequestRange[]; window: TimeWindow } | null = null;
  /** The store the last call answered with: the one on the page. */
  let shown: EventStore | null = null;
  // React holds a replaced store (a fiber's previous props) until those components render again: its
  // columns gathered across days and its sort orders would double what the days take. The store on the
  // page keeps them until another is shown (a store joined ahead waits two tasks for its render, in which
  // the page may scroll or open a menu); one joined ahead and replaced before it was shown, at once.

  const join = (chunks: Chunks, ranges: readonly DayRequestRange[], window: TimeWindow): EventStore => {
    const present = chunks.flatMap((chunk, i) => {
      const range = ranges[i];
      return chunk && range ? [{ chunk, label: range.date, requested: range.covers }] : [];
    });
    if (last) shelf?.drop(last.store);
    if (last && last.store !== shown) last.store.forgetDerived();
    last = { chunks: [...chunks], window, store: new EventStore(present, dictionary, window), at: clock() };
    return last.store;
  };

  const decide = (
    chunks: Chunks,
    ranges: readonly DayRequestRange[],
    window: TimeWindow,
    settled: boolean,
  ): MergedStore => {
    waiting = null;
    const found = last ? null : shelf?.find(chunks, window);
    // Taken with this window, so the next call's window (the same object while it holds) finds it.
    if (found) last = { chunks: found.chunks, window, store: found.store, at: clock() };
    if (last && last.window === window && onlyAdds(last.chunks, chunks)) {
      const added = chunks.some((chunk, i) => chunk !== last?.chunks[i]);
      if (!added) return { store: last.store, waitMs: 0, ahead: false };
      const waitMs = last.at + paceMs * Math.max(1, last.store.total / perPace) - clock();
      if (!settled && last.store.total > 0 && waitMs > 0) return { store: last.store, waitMs, ahead: false };
      if (joinAhead) {
        waiting = { chunks: [...chunks], ranges, window };
        return { store: last.store, waitMs: 0, ahead: true };
      }
    }
    return { store: join(chunks, ranges, window), waitMs: 0, ahead: false };
  };

  const merge = (
    chunks: Chunks,
    ranges: readonly DayRequestRange[],
    window: TimeWindow,
    settled = true,
  ): MergedStore => {
    const merged = decide(chunks, ranges, window, settled);
    if (shown && shown !== merged.store) shown.forgetDerived();
    shown = merged.store;
    if (shelf && settled && !merged.ahead && merged.waitMs <= 0 && last?.store === merged.store)
      shelf.put({ chunks: last.chunks, window, store: merged.store });
    return merged;
  };

  /** Joins the days the last call left for later; null when none wait (or a later call joined them). */
  const joinWaiting = (): EventStore | null => {
    if (!waiting) return null;
    const { chunks, ranges, window } = waiting;
    waiting = null;
    return join(chunks, ranges, window);
  };

  return Object.assign(merge, { joinAhead: joinWaiting });
}
