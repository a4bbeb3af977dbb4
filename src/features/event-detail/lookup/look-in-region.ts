import type { QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../../config/schema';
import { ApiError } from '../../../lib/api-errors';
import { addDays, dateStringOf } from '../../../lib/time-zones';
import { otherRegionApi, userTimeZone } from '../../auth';
import { fetchEvent, limitConcurrency, seenEventTypes, type FleetEvent } from '../../event-data';
import { knownEventTypes } from '../../event-url';
import { windowAroundDate } from '../api/detail-window';
import { aroundDate } from './around-date';
import { outwardSteps, searchOutward, type SearchOutcome, type SearchStep } from './search-outward';

export const maxDaysEachWay = 30;

/** What one region's search asks for: the form, read in the page's zone. */
export interface LookupRequest {
  /** Empty: every type the region has shown (and the types every region has). */
  types: readonly string[];
  id: string;
  date: string;
  /** The page's zone, which the date was typed in. */
  zone: string;
}

export type RegionOutcome = SearchOutcome<FleetEvent> | { kind: 'notSignedIn' };

/**
 * Looks for the event in one region with that region's own session, key and request limiter: the window
 * around the date in the region's API dates, then one day further out at a time (search-outward.ts).
 * Each step asks for every type at once (a 404 is "not here"). A region this tab is not signed in to
 * is said to be so, and asked nothing.
 */
export async function lookInRegion(
  region: RegionConfig,
  request: LookupRequest,
  queryClient: QueryClient,
  signal: AbortSignal,
  onProgress: (done: number, total: number, span: SearchStep | null) => void,
): Promise<RegionOutcome> {
  const access = await otherRegionApi(region, queryClient);
  if (!access) return { kind: 'notSignedIn' };
  const { api, session } = access;
  const apiZone = region.apiDateZone === 'user' ? (userTimeZone(session) ?? null) : region.apiDateZone;
  const date = aroundDate(request.date, request.zone, apiZone) ?? dateStringOf(Date.now(), apiZone ?? 'UTC');
  const types =
    request.types.length > 0
      ? request.types
      : [...new Set([...knownEventTypes, ...seenEventTypes(queryClient, region.id)])];
  const today = dateStringOf(Date.now(), apiZone ?? 'UTC');
  const steps = outwardSteps(
    windowAroundDate(date, apiZone),
    maxDaysEachWay,
    apiZone ? today : addDays(today, 1),
  );
  onProgress(0, steps.length, null);
  const lookFor = (type: string, step: SearchStep) =>
    limitConcurrency(region.id, signal, () =>
      fetchEvent(api.get, region, type, request.id, step.from, step.to, signal),
    ).then(
      (found) => found.event,
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      },
    );
  return searchOutward(
    steps,
    async (step) => (await Promise.all(types.map((type) => lookFor(type, step)))).find(Boolean) ?? null,
    signal,
    (done, span) => onProgress(done, steps.length, span),
  );
}
