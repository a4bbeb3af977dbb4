import type { QueryClient } from '@tanstack/react-query';
import type { DayChunk } from '../reader/day-chunk';
import { eventsParser } from '../reader/parser-client';
import { eventQueryKeys } from './event-query-keys';

/**
 * Every event type among the days this tab holds for the region (what its events pages have shown), in
 * name order: the types a lookup by id alone tries. Empty when nothing of the region is loaded.
 */
export function seenEventTypes(queryClient: QueryClient, regionId: string): string[] {
  const days = queryClient
    .getQueriesData<DayChunk>({ queryKey: eventQueryKeys.all(regionId) })
    .flatMap(([, day]) => (day && 'timeAt' in day ? [day] : []));
  if (days.length === 0) return [];
  const { dictionary } = eventsParser(regionId);
  const codes = new Set<number>();
  for (const day of days) for (let row = 0; row < day.count; row += 1) codes.add(day.type[row] as number);
  return [...codes].flatMap((code) => dictionary.string(code) ?? []).sort();
}
