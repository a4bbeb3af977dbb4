import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useAppConfig } from '../../../config/config-context';
import { nextTask } from '../../../lib/in-slices';
import { userTimeZone, useRegionApi, useSignedIn } from '../../auth';
import type { DayRequest } from '../api/event-query-keys';
import { eventsDayQueryOptions, fetchEventsDay } from '../api/get-events-day';
import { eventsParser } from '../reader/parser-client';
import { requestRanges } from '../api/api-dates';
import type { EventFilters, TimeWindow } from '../../event-url';
import { earlierDayData } from '../live/earlier-day';
import { wholeDates } from '../live/follow-window';
import type { EventStore } from '../store/event-store';
import type { EventsRange } from './events-range-types';
import { createStoreMerger } from '../store/store-merger';
import { queryPagesShelf } from '../store/store-shelf';
import { useBudgetedDays } from './use-budgeted-days';
import { dayCut } from './day-cut';

export type { DayState, EventsRange, OpenDay } from './events-range-types';

/** While days arrive, the page renders for their answers at most this often (a progress bar's pace). */
const answersPaceMs = 200;

const capOf = (cap: number | undefined) => (cap === undefined ? {} : { cap });

/** A window longer than this many days loads only when the user asks for it (one request per API date). */
export const daysWithoutConfirmation = 31;

/** The zone the API reads bare dates in, or null when nobody can say (then one extra date each side). */
export function useApiDateZone(): string | null {
  const { region, session } = useSignedIn();
  if (region.apiDateZone !== 'user') return region.apiDateZone;
  return userTimeZone(session) ?? null;
}

/**
 * Every API date the window needs, each its own cached query; joined in a store as they arrive. A window
 * followed live asks for whole API dates (`wholeDates`), so its requests stay the same while its now moves.
 * `prepare` works out what the page will show of a store joined ahead of its render (remembered with it).
 * Days start newest first and only while the tab's budget (`memoryBudgetMB`, `maxWindowEvents`) holds
 * them; the older days it cannot are never asked for, and `budgetStop` says so. `hold`: ask for nothing yet
 * (another period overlaid waits for the window's own days, so it never holds them up). `shared`: the
 * URL's own window, which the events page and device health both show: their store is kept for the other.
 */
export function useEventsRange(
  filters: EventFilters,
  window: TimeWindow,
  now: number,
  longWindowConfirmed: boolean,
  follow = false,
  prepare?: (store: EventStore) => void,
  hold = false,
  shared = false,
): EventsRange {
  const { region } = useSignedIn();
  const { memoryBudgetMB, maxWindowEvents } = useAppConfig();
  const api = useRegionApi();
  const apiZone = useApiDateZone();
  const queryClient = useQueryClient();
  const asked = useMemo(
    () => (follow ? wholeDates(window, apiZone ?? 'UTC') : window),
    [follow, window, apiZone],
  );
  const ranges = useMemo(
    () => requestRanges(asked, apiZone, region.dialect, now),
    [asked, apiZone, region.dialect, now],
  );
  const types = useMemo(() => [...filters.types].sort(), [filters.types]);
  // Days the user asked for in parts ("Load in parts"): the count each came with, as the server's cap.
  const [chosenCaps, setChosenCaps] = useState<ReadonlyMap<string, number>>(() => new Map());
  // The window's own days: without the extra date at each end asked for when the API's zone is unknown.
  const windowDays = apiZone === null && !region.dialect.isoTimestamps ? ranges.length - 2 : ranges.length;
  const awaitingConfirmation = useMemo(
    () =>
      windowDays > daysWithoutConfirmation && !longWindowConfirmed
        ? { days: windowDays, requests: ranges.length }
        : null,
    [windowDays, ranges.length, longWindowConfirmed],
  );
  // Made once per window and filters, not per render: React Query hashes every query's key again whenever
  // it is handed new options, and a long window re-renders once per day arriving (400 days: 400 × 400).
  const { requests, options } = useMemo(() => {
    const requests = (awaitingConfirmation === null && !hold ? ranges : []).map((range): DayRequest => ({
      types,
      constraints: filters.constraints,
      date: range.date,
      from: range.from,
      to: range.to,
      timeUnit: region.dialect.timeUnit,
      ...capOf(region.maxItemsPerResponse ?? chosenCaps.get(range.date)),
    }));
    const options = requests.map((request, i) => {
      const day = eventsDayQueryOptions(api.get, region, api.keyId, request, ranges[i]?.past ?? true);
      // Turning Live on widens a day's request: its rows so far stay shown until the whole day arrives.
      const earlier =
        follow && queryClient.getQueryData(day.queryKey) === undefined
          ? earlierDayData(queryClient, region.id, api.keyId, request)
          : undefined;
      return earlier ? { ...day, placeholderData: earlier } : day;
    });
    return { requests, options };
  }, [
    awaitingConfirmation,
    hold,
    ranges,
    types,
    filters.constraints,
    region,
    api.get,
    api.keyId,
    follow,
    queryClient,
    chosenCaps,
  ]);
  const budget = useMemo(
    () => ({ bytes: memoryBudgetMB * 2 ** 20, events: maxWindowEvents }),
    [memoryBudgetMB, maxWindowEvents],
  );
  const { results, plan } = useBudgetedDays(options, answersPaceMs, budget);
  const stopped = (i: number) => plan.stop !== null && plan.run[i] !== true;
  const merge = useMemo(
    () =>
      createStoreMerger(eventsParser(region.id).dictionary, {
        joinAhead: true,
        shelf: shared ? queryPagesShelf(region.id) : undefined,
      }),
    [region.id, shared],
  );
  const answered = results.every((result, i) => result.status !== 'pending' || stopped(i));
  const { store, waitMs, ahead } = merge(
    results.map((result) => result.data),
    ranges,
    window,
    answered,
  );
  // Every day answered and in the store.
  const allLoaded = answered && !ahead;
  // Days held back for the join's pace: render again when it lets them in, if no other day comes first.
  const [, joinHeld] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(joinHeld, waitMs);
    return () => clearTimeout(timer);
  }, [waitMs, store]);
  // Days that came: joined in a task, the view worked out in the next, then the page renders with them.
  // Each is a long task at half a million events; one render doing all three was the load's longest.
  useEffect(() => {
    if (!ahead) return;
    let stopped = false;
    void (async () => {
      await nextTask();
      const joined = stopped ? null : merge.joinAhead();
      if (!joined) return;
      await nextTask();
      if (!stopped) prepare?.(joined);
      await nextTask();
      if (!stopped) joinHeld();
    })();
    return () => {
      stopped = true;
    };
  }, [ahead, store, merge, prepare]);
  // A day that came may wait for the join's pace, or join in a task of its own: not shown yet.
  const joined = new Set(store.days);
  return {
    store,
    days: results.map((result, index) => ({
      date: ranges[index]?.date ?? '',
      status: stopped(index) ? 'stopped' : result.status,
      error: result.error,
      failureReason: result.failureReason,
      fetching: result.isFetching,
      retry: () => void result.refetch(),
      cut: dayCut(result.data, region, chosenCaps.get(ranges[index]?.date ?? '')),
      loadInParts: (items: number) =>
        setChosenCaps((caps) => new Map(caps).set(ranges[index]?.date ?? '', items)),
    })),
    loadedDays: results.filter((result) => result.data !== undefined && joined.has(result.data)).length,
    allLoaded,
    // A day not started waits for the budget's word, which a refresh does not give.
    refetchAll: () => results.forEach((result, i) => void (plan.run[i] && result.refetch())),
    awaitingConfirmation,
    openDays: follow
      ? requests.flatMap((request, i) => {
          const day = options[i];
          if (ranges[i]?.past !== false || !day || !plan.run[i]) return [];
          return [
            {
              date: request.date,
              queryKey: day.queryKey,
              updatedAt: results[i]?.isPlaceholderData ? 0 : (results[i]?.dataUpdatedAt ?? 0),
              fetch: (signal: AbortSignal) => fetchEventsDay(api.get, region, request, signal),
            },
          ];
        })
      : [],
    budgetStop: plan.stop,
  };
}
