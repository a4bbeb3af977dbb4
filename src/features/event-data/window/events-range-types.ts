import type { QueryKey } from '@tanstack/react-query';
import type { DayChunk } from '../reader/day-chunk';
import type { BudgetStop } from './budget-plan';
import type { EventStore } from '../store/event-store';
import type { DayCut } from './day-cut';

export interface DayState {
  date: string;
  /** `stopped`: left out for the tab's memory budget, never asked for (`EventsRange.budgetStop`). */
  status: 'pending' | 'error' | 'success' | 'stopped';
  error: Error | null;
  /** Why the latest attempt failed while retries are still going (a 429 the page says it waits for). */
  failureReason: Error | null;
  fetching: boolean;
  retry: () => void;
  /** The server cut, or may have cut, this day's answer (`dayCut`); null otherwise. */
  cut: DayCut | null;
  /** Asks for this day again in parts, taking `items` (the count it came with) as the server's cap. */
  loadInParts: (items: number) => void;
}

export interface EventsRange {
  /** The window's events from the days that have arrived; the same store while nothing arrived. */
  store: EventStore;
  days: DayState[];
  /** Days whose rows are in the store (shown). */
  loadedDays: number;
  /**
   * No day is still waiting for its first answer (an answer or a failure for each), and every answer is
   * in the store.
   */
  allLoaded: boolean;
  /** Fetches every day of the window again (the Refresh button). */
  refetchAll: () => void;
  /** A long window waiting for the user to ask for it: its length in days, and the requests it costs. */
  awaitingConfirmation: { days: number; requests: number } | null;
  /** When followed live: the dates that can still grow (today, a later one), which a live poll asks again. */
  openDays: OpenDay[];
  /** The window needs more memory than the tab's budget: its older days are not asked for. */
  budgetStop: BudgetStop | null;
}

/** A date a live poll fetches again, and the cache entry its answer replaces. */
export interface OpenDay {
  date: string;
  queryKey: QueryKey;
  /** When its data last arrived, epoch ms (0: not yet). */
  updatedAt: number;
  fetch: (signal: AbortSignal) => Promise<DayChunk>;
}
