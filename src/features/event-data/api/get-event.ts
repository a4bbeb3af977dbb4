import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../../config/schema';
import { formatNumber } from '../../../i18n/format';
import { i18n } from '../../../i18n/i18n';
import { MalformedResponseError } from '../../../lib/api-errors';
import { byteCount } from '../../../lib/read-body';
import type { ApiGet } from '../../auth';
import { eventQueryKeys } from './event-query-keys';
import { eventsPathOf } from './type-path';
import type { DayChunk } from '../reader/day-chunk';
import { eventOf, sentValue, type FleetEvent } from '../reader/event-object';
import { decodeUtf8, parseJsonText } from '../reader/parse-text';
import { eventsParser } from '../reader/parser-client';
import { readOneEvent } from '../reader/read-one';
import { skipReasonText } from '../reader/skip-reason-text';

/** One event as read, and the JSON the API sent for it (the detail page shows both). */
export interface OneEvent {
  event: FleetEvent;
  /** What the API sent; null when the event was taken from the table's rows. */
  raw: unknown;
}

/** GET /v1/events/{type}/{id}?from&to: one event object, read as leniently as a day's list. */
export async function fetchEvent(
  get: ApiGet,
  region: RegionConfig,
  type: string,
  id: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<OneEvent> {
  const bytes = await get(`${eventsPathOf(type)}/${id}`, { from, to }, signal, 'bytes');
  let raw: unknown;
  try {
    raw = parseJsonText(decodeUtf8(bytes));
  } catch {
    const size = byteCount(bytes);
    throw new MalformedResponseError(`event ${type}/${id}: the answer is not JSON (${size} bytes)`, () =>
      i18n.t('filters:read.eventNotJson', { count: size, size: formatNumber(size) }),
    );
  }
  const read = readOneEvent(raw, { timeUnit: region.dialect.timeUnit });
  if ('why' in read) {
    const { why } = read;
    throw new MalformedResponseError(`event ${type}/${id}: not readable as an event`, () =>
      i18n.t('filters:read.eventUnreadable', { reason: skipReasonText(why) }),
    );
  }
  return { event: read.event, raw };
}

/** The event as the table last saw it, so a detail opened from the table shows at once. */
export function findCachedEvent(
  queryClient: QueryClient,
  regionId: string,
  type: string,
  id: string,
): OneEvent | undefined {
  const dictionary = eventsParser(regionId).dictionary;
  const typeCode = dictionary.codeOf(type);
  if (typeCode < 0) return undefined;
  const wanted = Number(id);
  for (const [, day] of queryClient.getQueriesData<DayChunk>({ queryKey: eventQueryKeys.all(regionId) })) {
    if (!day || !('timeAt' in day)) continue;
    for (let row = 0; row < day.count; row += 1) {
      if (day.type[row] !== typeCode || day.id[row] !== wanted) continue;
      if (!Number.isSafeInteger(wanted) && sentValue(day, row, 'id', dictionary) !== id) continue;
      return { event: eventOf(day, row, dictionary), raw: null };
    }
  }
  return undefined;
}

export const eventQueryOptions = (
  get: ApiGet,
  region: RegionConfig,
  keyId: string,
  type: string,
  id: string,
  from: string,
  to: string,
) => {
  // The key is plain data: `get` is bound to the key keyId names, and the region's config is fixed for
  // the app's life (its API's address is in the key all the same). Both reach the fetch by closure.
  const fetchOne = (signal: AbortSignal) => fetchEvent(get, region, type, id, from, to, signal);
  return queryOptions({
    queryKey: [...eventQueryKeys.one(region.id, keyId, type, id, from, to), region.apiBaseUrl],
    queryFn: ({ signal }) => fetchOne(signal),
    staleTime: 60_000,
  });
};
