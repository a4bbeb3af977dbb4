import { forgetAtSessionEnd } from '../../../lib/session-reset';
import type { DayChunk } from '../reader/day-chunk';
import type { TimeWindow } from '../../event-url';
import type { EventStore } from './event-store';

type Chunks = readonly (DayChunk | undefined)[];

/** A store with every day of its window answered, and the days it was joined from. */
export interface ShelvedStore {
  chunks: Chunks;
  window: TimeWindow;
  store: EventStore;
}

/**
 * The store the events page or device health last showed, kept for the other: both read the same days of
 * the same window (the URL's filters), so opening one from the other finds the store, its columns, orders and
 * counts made, instead of joining every day again. One store at a time, dropped once replaced, so it never
 * holds a second copy of a window.
 */
export interface StoreShelf {
  /** The shelved store, when it was joined from exactly these days for this window. */
  find(chunks: Chunks, window: TimeWindow): ShelvedStore | null;
  put(entry: ShelvedStore): void;
  /** `store` is replaced on its page: no longer kept (when it is the one shelved). */
  drop(store: EventStore): void;
}

function createShelf(): StoreShelf {
  let kept: ShelvedStore | null = null;
  return {
    find(chunks, window) {
      if (!kept || kept.window.from !== window.from || kept.window.to !== window.to) return null;
      const same =
        kept.chunks.length === chunks.length && kept.chunks.every((chunk, i) => chunk === chunks[i]);
      return same ? kept : null;
    },
    put(entry) {
      kept = entry;
    },
    drop(store) {
      if (kept?.store === store) kept = null;
    },
  };
}

/** A shelf per region's session: its stores read the region's dictionary, which the session's end drops. */
const shelves = new Map<string, StoreShelf>();

forgetAtSessionEnd((regionId) => {
  if (regionId === undefined) shelves.clear();
  else shelves.delete(regionId);
});

/** The region's shelf for the pages that show the URL's window (events and device health). */
export function queryPagesShelf(regionId: string): StoreShelf {
  let shelf = shelves.get(regionId);
  if (!shelf) {
    shelf = createShelf();
    shelves.set(regionId, shelf);
  }
  return shelf;
}
