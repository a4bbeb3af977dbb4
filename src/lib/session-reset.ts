/**
 * Module-level state a region's session leaves behind (the events parser's strings, the API keys a
 * cache was keyed by) is forgotten in one place: when a region's session ends (signed out, for any
 * reason), the key store calls `sessionEnded`, and every module that holds such state has registered,
 * beside that state, what it forgets. Without a region (tests), every region's state is forgotten.
 */
export type ForgetSession = (regionId: string | undefined) => void;

// Outlives sign-out by design: the list of what to forget, filled as modules load, never anything's data.
const forgetters = new Set<ForgetSession>();

/** Registers what a module forgets when a region's session ends; returns what takes it back. */
export function forgetAtSessionEnd(forget: ForgetSession): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** A region's session ended (or, without a region, every session): each module forgets its part. */
export function sessionEnded(regionId?: string): void {
  for (const forget of forgetters) forget(regionId);
}
