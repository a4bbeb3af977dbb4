import { queryOptions } from '@tanstack/react-query';
import type { RegionConfig } from '../../../config/schema';
import { MalformedResponseError } from '../../../lib/api-errors';
import { addDays } from '../../../lib/time-zones';
import type { ApiGet } from '../../auth';
import { eventQueryKeys, type DayRequest } from './event-query-keys';
import { parseEventList, type ParsedEvents } from './event-schema';
import { limitConcurrency } from './request-limiter';

/** GET /v1/events (or /v1/events/{type} for exactly one type) for one API date. */
export async function fetchEventsDay(
  get: ApiGet,
  region: RegionConfig,
  request: DayRequest,
  signal?: AbortSignal,
): Promise<ParsedEvents> {
  const [onlyType] = request.types;
  const path =
    request.types.length === 1 && onlyType ? `/v1/events/${encodeURIComponent(onlyType)}` : '/v1/events';
  const params: Record<string, string> = { from: request.date, to: addDays(request.date, 1) };
  if (request.types.length > 1) params.types = request.types.join(',');
  for (const [key, ids] of Object.entries(request.constraints)) {
    if (ids && ids.length > 0)
      params[region.constraintParams[key as keyof typeof region.constraintParams]] = ids.join(',');
  }
  const json = await limitConcurrency(region.id, signal, () => get(path, params, signal));
  const parsed = parseEventList(json);
  if (!parsed)
    throw new MalformedResponseError(
      `The API sent something other than a list of events for ${request.date}.`,
    );
  return parsed;
}

const minute = 60_000;

export const eventsDayQueryOptions = (
  get: ApiGet,
  region: RegionConfig,
  keyId: string,
  request: DayRequest,
  isPastDate: boolean,
) =>
  queryOptions({
    // `get` is bound to the key named by keyId; the region's config is fixed for the app's life.
    queryKey: [...eventQueryKeys.day(region.id, keyId, request), get, region],
    queryFn: ({ signal }) => fetchEventsDay(get, region, request, signal),
    // A past day's events do not change often; today's grow, so they are fetched again on each visit.
    staleTime: isPastDate ? 5 * minute : 0,
  });
