import { BytePool, Memo } from './memo';

/**
 * What a store's derived values may hold, per event, whoever derived them: what one view reads at once
 * (time, id, type, action, vehicle and the two coordinates gathered across days, its order and its
 * filtered rows) is about 50 bytes an event. A bound fixed at 32 MB held that only up to about 600k
 * events: past it, each gathered column pushed out the one read before, and every render gathered them all
 * again (at 4.9M events, 0.85 s of a 1.3 s task). The window's budget counts this per event
 * (`budget-plan.ts`).
 */
export const memoBytesPerEvent = 64;
const memoBytes = (events: number) => Math.max(32 * 2 ** 20, memoBytesPerEvent * events);

/** Values a store's memos keep between them at most, whatever their size. */
const maxEntries = 64;

/** A store as its caches see it: an object of so many events (`EventStore`; no import, no cycle). */
interface CachedStore {
  readonly total: number;
}

interface Caches {
  pool: BytePool;
  memos: Memo[];
}

// Keyed weakly by the store: a store's caches go with it.
const cachesOfStore = new WeakMap<CachedStore, Caches>();

function cachesOf(store: CachedStore): Caches {
  let caches = cachesOfStore.get(store);
  if (!caches)
    cachesOfStore.set(
      store,
      (caches = { pool: new BytePool(maxEntries, memoBytes(store.total)), memos: [] }),
    );
  return caches;
}

/** The store's own memo (its gathered columns), in the pool its stages' caches share. */
export function ownMemo(store: CachedStore, onForget: (key: string) => void): Memo {
  const caches = cachesOf(store);
  const memo = new Memo(caches.pool, onForget);
  caches.memos.push(memo);
  return memo;
}

/** Every cache of a store lets go of what it holds (a newer store replaced it). */
export function clearCachesOf(store: CachedStore): void {
  for (const memo of cachesOfStore.get(store)?.memos ?? []) memo.clear();
}

/**
 * A later stage's cache of what it derives from each store (orders, search masks, counts), kept beside the
 * store, never on it: keyed weakly by the store, its values in the store's one pool (one bound and one
 * least-recently-used order for all of them, so the window's budget holds whoever derived them), cleared
 * with the store's own memo. One per stage, made once.
 */
export function storeCache(): (store: CachedStore) => Memo {
  const memos = new WeakMap<CachedStore, Memo>();
  return (store) => {
    let memo = memos.get(store);
    if (!memo) {
      const caches = cachesOf(store);
      memo = new Memo(caches.pool);
      caches.memos.push(memo);
      memos.set(store, memo);
    }
    return memo;
  };
}
