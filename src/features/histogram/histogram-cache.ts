import { storeCache, type EventStore } from '../event-data';

const cacheOf = storeCache();

/** What the histogram derives from a store (bucket counts), kept in its own cache beside the store, in its byte pool. */
export function remembered<T>(store: EventStore, key: string, make: () => T): T {
  return cacheOf(store).remember(key, make);
}
