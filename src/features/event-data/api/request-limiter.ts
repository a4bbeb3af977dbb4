import { SlotLimiter } from '../../../lib/slot-limiter';

/** Requests one region runs at once. */
export const maxParallel = 3;
// Outlives sign-out: it holds only the requests in flight, each of which gives its slot back.
const limiters = new Map<string, SlotLimiter>();

/**
 * At most a few requests per region at once, started in the order asked (newest day first). A request
 * whose query was cancelled while waiting never starts.
 */
export function limitConcurrency<T>(
  scope: string,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
): Promise<T> {
  let limiter = limiters.get(scope);
  if (!limiter) limiters.set(scope, (limiter = new SlotLimiter(maxParallel)));
  return limiter.run(signal, run);
}
