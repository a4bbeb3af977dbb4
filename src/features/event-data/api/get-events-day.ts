import { queryOptions } from '@tanstack/react-query';
import type { RegionConfig } from '../../../config/schema';
import type { ApiGet } from '../../auth';
import { eventQueryKeys, type DayRequest } from './event-query-keys';
import type { DayChunk } from '../reader/day-chunk';
import { eventsParser } from '../reader/parser-client';
import { retryDelayFor } from '../../../lib/query-client';
import { limitConcurrency } from './request-limiter';
import { eventsPathOf } from './type-path';
import { joinParts, readInParts } from './day-parts';

/**
 * GET /v1/events (or /v1/events/{type} for exactly one type) for one API date, read by the events parser
 * off the page's thread into columns.
 */
export async function fetchEventsDay(
  get: ApiGet,
  region: RegionConfig,
  request: DayRequest,
  signal?: AbortSignal,
): Promise<DayChunk> {
  const [onlyType] = request.types;
  const path = request.types.length === 1 && onlyType ? eventsPathOf(onlyType) : '/v1/events';
  const params: Record<string, string> = { from: request.from, to: request.to };
  if (request.types.length > 1) params.types = request.types.join(',');
  for (const [key, ids] of Object.entries(request.constraints)) {
    if (ids && ids.length > 0)
      params[region.constraintParams[key as keyof typeof region.constraintParams]] = ids.join(',');
  }
  const fetchBytes = (query: Record<string, string>) =>
    limitConcurrency(region.id, signal, () => get(path, query, signal, 'bytes'));
  const parser = eventsParser(region.id);
  const chunk = await parser.parse(await fetchBytes(params), { timeUnit: request.timeUnit }, request.date);
  const cap = request.cap;
  if (cap === undefined || chunk.report.received < cap) return chunk;
  const span = spanOf(request, region.dialect);
  // An API that takes dates only cannot be asked for part of a day: the day is shown as cut.
  if (!span) return { ...chunk, report: { ...chunk.report, full: cap } };
  const { parts, stillFull } = await readInParts(span, cap, (from, to) =>
    fetchBytes({ ...params, ...partParams(from, to, region.dialect) }),
  );
  const whole = await parser.parse([joinParts(parts)], { timeUnit: request.timeUnit }, request.date);
  whole.report.parts = parts.length;
  if (stillFull) whole.report.full = cap;
  return whole;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The instants a day's request covers, to ask for in parts; null when the API takes dates only. */
function spanOf(request: DayRequest, dialect: RegionConfig['dialect']): { from: number; to: number } | null {
  if (!dialect.isoTimestamps) return null;
  const from = Date.parse(request.from);
  const to = Date.parse(request.to) + (dialect.inclusiveTo ? 1 : 0);
  return Number.isFinite(from) && Number.isFinite(to) && to > from ? { from, to } : null;
}

const partParams = (from: number, to: number, dialect: RegionConfig['dialect']) => ({
  from: iso(from),
  to: iso(dialect.inclusiveTo ? to - 1 : to),
});

const minute = 60_000;

export const eventsDayQueryOptions = (
  get: ApiGet,
  region: RegionConfig,
  keyId: string,
  request: DayRequest,
  past: boolean,
) => {
  // The key is plain data: `get` is bound to the key keyId names, and the region's config is fixed for
  // the app's life (its API's address is in the key all the same). Both reach the fetch by closure.
  const fetchDay = (signal: AbortSignal) => fetchEventsDay(get, region, request, signal);
  return queryOptions({
    queryKey: [...eventQueryKeys.day(region.id, keyId, request), region.apiBaseUrl],
    queryFn: ({ signal }) => fetchDay(signal),
    retryDelay: (attempt, error) => retryDelayFor(attempt, error, region.retryDelaySeconds),
    // A past day's events do not change often; today's grow, so they are fetched again on each visit.
    staleTime: past ? 5 * minute : 0,
    // Columns are not plain data: React Query must not walk them looking for what changed.
    structuralSharing: false,
  });
};
