import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { dateStringOf } from '../../../lib/time-zones';
import { useRegionApi, useSignedIn } from '../../auth';
import type { ParsedEvents } from '../api/event-schema';
import type { DayRequest } from '../api/event-query-keys';
import { eventsDayQueryOptions } from '../api/get-events-day';
import { apiDatesFor } from '../filters/api-dates';
import type { EventFilters } from '../filters/event-filters';
import type { TimeWindow } from '../filters/resolve-window';
import { createDayMerger, type MergedEvents } from './merge-days';

export interface DayState {
  date: string;
  status: 'pending' | 'error' | 'success';
  error: Error | null;
  /** Why the latest attempt failed while retries are still going (a 429 the page says it waits for). */
  failureReason: Error | null;
  fetching: boolean;
  retry: () => void;
}

export interface EventsRange {
  /** The window's events, newest first; `merged.list` is the same array while nothing arrived. */
  merged: MergedEvents;
  days: DayState[];
  loadedDays: number;
  skipped: { date: string; index: number; reason: string }[];
  /** Fetches every day of the window again (the Refresh button). */
  refetchAll: () => void;
  /** A long window waiting for the user to ask for it: its length in days, and the requests it costs. */
  awaitingConfirmation: { days: number; requests: number } | null;
}

/** A window longer than this many days loads only when the user asks for it (one request per API date). */
export const daysWithoutConfirmation = 31;

/** The zone the API reads bare dates in, or null when nobody can say (then one extra date each side). */
export function useApiDateZone(): string | null {
  const { region, session } = useSignedIn();
  if (region.apiDateZone !== 'user') return region.apiDateZone;
  return session.kind === 'oidc' ? (session.user.timeZone ?? null) : null;
}

/** Every API date the window needs, each its own cached query; merged as they arrive. */
export function useEventsRange(
  filters: EventFilters,
  window: TimeWindow,
  now: number,
  longWindowConfirmed: boolean,
): EventsRange {
  const { region } = useSignedIn();
  const api = useRegionApi();
  const apiZone = useApiDateZone();
  const dates = useMemo(() => apiDatesFor(window, apiZone), [window, apiZone]);
  const today = dateStringOf(now, apiZone ?? 'UTC');
  const types = useMemo(() => [...filters.types].sort(), [filters.types]);
  // The window's own days: without the extra date at each end asked for when the API's zone is unknown.
  const windowDays = apiZone === null ? dates.length - 2 : dates.length;
  const awaitingConfirmation = useMemo(
    () =>
      windowDays > daysWithoutConfirmation && !longWindowConfirmed
        ? { days: windowDays, requests: dates.length }
        : null,
    [windowDays, dates.length, longWindowConfirmed],
  );

  const merge = useMemo(() => createDayMerger(), []);
  // A stable combine: React Query re-runs it only when a result changes, not on every render.
  const combine = useCallback(
    (results: UseQueryResult<ParsedEvents>[]): EventsRange => {
      const byDate: (ParsedEvents | undefined)[] = results.map((result) => result.data);
      return {
        merged: merge(byDate, window),
        days: results.map((result, index) => ({
          date: dates[index] ?? '',
          status: result.status,
          error: result.error,
          failureReason: result.failureReason,
          fetching: result.isFetching,
          retry: () => void result.refetch(),
        })),
        loadedDays: results.filter((result) => result.data !== undefined).length,
        refetchAll: () => results.forEach((result) => void result.refetch()),
        skipped: results.flatMap((result, index) =>
          (result.data?.skipped ?? []).map((item) => ({ ...item, date: dates[index] ?? '' })),
        ),
        awaitingConfirmation,
      };
    },
    [dates, window, awaitingConfirmation, merge],
  );

  return useQueries({
    queries: (awaitingConfirmation === null ? dates : []).map((date) => {
      const request: DayRequest = { types, constraints: filters.constraints, date };
      return eventsDayQueryOptions(api.get, region, api.keyId, request, date < today);
    }),
    combine,
  });
}
