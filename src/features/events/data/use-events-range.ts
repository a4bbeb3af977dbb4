import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRegionApi, useSignedIn } from '../../auth';
import type { DayRequest } from '../api/event-query-keys';
import { eventsDayQueryOptions } from '../api/get-events-day';
import { eventsParser } from '../api/reader/parser-client';
import { requestRanges } from '../filters/api-dates';
import type { EventFilters } from '../filters/event-filters';
import type { TimeWindow } from '../filters/resolve-window';
import type { EventStore } from './event-store';
import { createStoreMerger } from './store-merger';

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
  /** The window's events from the days that have arrived; the same store while nothing arrived. */
  store: EventStore;
  days: DayState[];
  loadedDays: number;
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

/** Every API date the window needs, each its own cached query; joined in a store as they arrive. */
export function useEventsRange(
  filters: EventFilters,
  window: TimeWindow,
  now: number,
  longWindowConfirmed: boolean,
): EventsRange {
  const { region } = useSignedIn();
  const api = useRegionApi();
  const apiZone = useApiDateZone();
  const ranges = useMemo(
    () => requestRanges(window, apiZone, region.dialect, now),
    [window, apiZone, region.dialect, now],
  );
  const types = useMemo(() => [...filters.types].sort(), [filters.types]);
  // The window's own days: without the extra date at each end asked for when the API's zone is unknown.
  const windowDays = apiZone === null && !region.dialect.isoTimestamps ? ranges.length - 2 : ranges.length;
  const awaitingConfirmation = useMemo(
    () =>
      windowDays > daysWithoutConfirmation && !longWindowConfirmed
        ? { days: windowDays, requests: ranges.length }
        : null,
    [windowDays, ranges.length, longWindowConfirmed],
  );
  const results = useQueries({
    queries: (awaitingConfirmation === null ? ranges : []).map((range) => {
      const request: DayRequest = {
        types,
        constraints: filters.constraints,
        date: range.date,
        from: range.from,
        to: range.to,
        timeUnit: region.dialect.timeUnit,
      };
      return eventsDayQueryOptions(api.get, region, api.keyId, request, range.past);
    }),
  });
  const merge = useMemo(() => createStoreMerger(eventsParser().dictionary), []);
  const store = merge(
    results.map((result) => result.data),
    ranges,
    window,
  );
  return {
    store,
    days: results.map((result, index) => ({
      date: ranges[index]?.date ?? '',
      status: result.status,
      error: result.error,
      failureReason: result.failureReason,
      fetching: result.isFetching,
      retry: () => void result.refetch(),
    })),
    loadedDays: results.filter((result) => result.data !== undefined).length,
    refetchAll: () => results.forEach((result) => void result.refetch()),
    awaitingConfirmation,
  };
}
