import { Dictionary } from './dictionary';
import { eventOf, type FleetEvent } from './event-object';
import { InternPool } from './intern';
import { readDay, type ReadOptions } from './read-day';
import type { SkipReason } from './read-identity';

/** One event object (the lookup by type and id), read exactly as the events of a day are. */
export function readOneEvent(
  raw: unknown,
  options: ReadOptions,
): { event: FleetEvent } | { why: SkipReason } {
  const pool = new InternPool();
  const chunk = readDay([raw], pool, options);
  if (!chunk || chunk.count === 0) return { why: chunk?.report.skipped[0]?.why ?? { problem: 'notEvent' } };
  const dictionary = new Dictionary();
  dictionary.apply(pool.takeDelta());
  return { event: eventOf(chunk, 0, dictionary) };
}
