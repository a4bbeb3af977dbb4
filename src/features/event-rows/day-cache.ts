import type { DayChunk } from '../event-data';

// Keyed weakly by the day: an entry goes when the query cache drops its day (unused, or at sign-out).
const caches = new WeakMap<DayChunk, Map<string, unknown>>();

/**
 * What the rows stage derives from one day (search texts, distinct ids), made on first use and kept beside
 * the day, never on it: the day is the data stage's, held in React Query's cache, and outlives the stores
 * it is joined into (a new store each time a day arrives).
 */
export function dayCache(day: DayChunk): Map<string, unknown> {
  let cache = caches.get(day);
  if (!cache) caches.set(day, (cache = new Map()));
  return cache;
}
