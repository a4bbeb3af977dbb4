import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../../config/schema';
import { parseResponse } from '../../../lib/api-client';
import type { ApiGet } from '../../auth';
import { eventQueryKeys } from './event-query-keys';
import { fleetEventSchema, type FleetEvent, type ParsedEvents } from './event-schema';

/** GET /v1/events/{type}/{id}?from&to: one event object; a 404 means not in that window. */
export async function fetchEvent(
  get: ApiGet,
  type: string,
  id: number,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<FleetEvent> {
  const json = await get(`/v1/events/${encodeURIComponent(type)}/${id}`, { from, to }, signal);
  return parseResponse(fleetEventSchema, json, 'an event');
}

/** The event as the table last saw it, so a detail opened from the table shows at once. */
export function findCachedEvent(
  queryClient: QueryClient,
  regionId: string,
  type: string,
  id: number,
): FleetEvent | undefined {
  for (const [, data] of queryClient.getQueriesData<ParsedEvents>({
    queryKey: eventQueryKeys.all(regionId),
  })) {
    const found = data?.events?.find((event) => event.id === id && event.type === type);
    if (found) return found;
  }
  return undefined;
}

export const eventQueryOptions = (
  get: ApiGet,
  region: RegionConfig,
  keyId: string,
  type: string,
  id: number,
  from: string,
  to: string,
) =>
  queryOptions({
    queryKey: [...eventQueryKeys.one(region.id, keyId, type, id, from, to), get],
    queryFn: ({ signal }) => fetchEvent(get, type, id, from, to, signal),
    staleTime: 60_000,
  });
