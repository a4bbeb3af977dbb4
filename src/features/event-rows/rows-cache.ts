import { storeCache, type EventStore } from '../event-data';

const cacheOf = storeCache();

/**
 * What the rows stage derives from a store (sort keys, orders, search masks, facets, stats), made once per
 * store and kept in the rows stage's own cache beside it, in the store's byte pool.
 */
export function remembered<T>(store: EventStore, key: string, make: () => T): T {
  return cacheOf(store).remember(key, make);
}

/** Whether `key` is remembered for the store now (made and not yet forgotten). */
export const isRemembered = (store: EventStore, key: string): boolean => cacheOf(store).has(key);
