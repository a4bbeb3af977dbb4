import type { QueryClient } from '@tanstack/react-query';
import type { DayChunk } from '../reader/day-chunk';
import type { Dictionary } from '../reader/dictionary';
import type { OpenDay } from '../window/use-events-range';
import { newEventRows } from './new-events';

/**
 * One live poll: every open date asked again at once, without the query's own retries (a failed poll is
 * the next poll's business, and a 429's Retry-After is honoured by the schedule). Only when all answered
 * do their answers replace the cached days, so the page moves on in one step. Returns, per new answer,
 * the rows that the answer it replaced did not hold.
 */
export async function pollOpenDays(
  client: QueryClient,
  days: readonly OpenDay[],
  dictionary: Dictionary,
  signal: AbortSignal,
): Promise<Map<DayChunk, number[]>> {
  const answers = await Promise.all(days.map((day) => day.fetch(signal)));
  signal.throwIfAborted();
  const fresh = new Map<DayChunk, number[]>();
  answers.forEach((chunk, i) => {
    const day = days[i];
    if (!day) return;
    fresh.set(chunk, newEventRows(client.getQueryData<DayChunk>(day.queryKey), chunk, dictionary));
    client.setQueryData(day.queryKey, chunk);
  });
  return fresh;
}
