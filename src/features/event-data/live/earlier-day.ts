import type { QueryClient } from '@tanstack/react-query';
import type { DayRequest } from '../api/event-query-keys';
import { eventQueryKeys } from '../api/event-query-keys';
import type { DayChunk } from '../reader/day-chunk';

const sameDay = (a: DayRequest, b: DayRequest) =>
  a.date === b.date &&
  a.timeUnit === b.timeUnit &&
  a.types.join(',') === b.types.join(',') &&
  JSON.stringify(a.constraints) === JSON.stringify(b.constraints);

/**
 * The newest cached answer for the same API date, types and constraints as `request` but another part of
 * the day: what the page showed of that date before Live follow asked for all of it.
 */
export function earlierDayData(
  client: QueryClient,
  regionId: string,
  keyId: string,
  request: DayRequest,
): DayChunk | undefined {
  let newest: { at: number; data: DayChunk } | undefined;
  for (const query of client.getQueryCache().findAll({ queryKey: eventQueryKeys.all(regionId) })) {
    const [, , , key, kind, cached] = query.queryKey as unknown[];
    const data = query.state.data as DayChunk | undefined;
    if (key !== keyId || kind !== 'day' || !data || !sameDay(cached as DayRequest, request)) continue;
    if (!newest || query.state.dataUpdatedAt > newest.at) newest = { at: query.state.dataUpdatedAt, data };
  }
  return newest?.data;
}
