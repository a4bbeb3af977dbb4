import type { DayChunk } from '../api/reader/day-chunk';
import type { Dictionary } from '../api/reader/dictionary';
import type { DayRequestRange } from '../filters/api-dates';
import type { TimeWindow } from '../filters/resolve-window';
import { EventStore } from './event-store';

/**
 * Joins the days that have arrived into a store, and answers with the same store while the same days and
 * window are in: a day starting to fetch again changes its query's state, not its data, and must not cost
 * a join (nor a new store to sort and search). The store it replaces forgets what it derived.
 */
export function createStoreMerger(dictionary: Dictionary) {
  let last: { chunks: readonly (DayChunk | undefined)[]; window: TimeWindow; store: EventStore } | null =
    null;
  return (
    chunks: readonly (DayChunk | undefined)[],
    ranges: readonly DayRequestRange[],
    window: TimeWindow,
  ) => {
    if (
      last &&
      last.window === window &&
      last.chunks.length === chunks.length &&
      last.chunks.every((chunk, i) => chunk === chunks[i])
    )
      return last.store;
    const present = chunks.flatMap((chunk, i) => {
      const range = ranges[i];
      return chunk && range ? [{ chunk, label: range.date, requested: range.covers }] : [];
    });
    // React holds the replaced store (a fiber's previous props) until those components render again: its
    // columns gathered across days and its sort orders would double what the days take.
    last?.store.forgetDerived();
    last = { chunks: [...chunks], window, store: new EventStore(present, dictionary, window) };
    return last.store;
  };
}
