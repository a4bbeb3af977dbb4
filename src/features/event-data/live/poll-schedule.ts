import { livePollFloorSeconds } from '../../../config/schema';
import { ApiError } from '../../../lib/api-errors';

/** Why Live follow is not polling now, if it is not. */
export type PauseReason = 'hidden' | 'scrolled' | 'loading';

export interface PollState {
  /** The tab is hidden (Page Visibility): nobody would see what arrives. */
  hidden: boolean;
  /** The user has scrolled the table away from its top: new rows would move what they are reading. */
  scrolledDown: boolean;
  /** The window's days are still loading (or being fetched again): a poll would race them. */
  loading: boolean;
  /** When the latest poll (or the load it follows) finished, epoch ms. */
  lastAt: number;
  intervalMs: number;
  /** Polls that failed in a row since the last one that worked. */
  failures: number;
  /** Not before this instant: the end of the latest 429's Retry-After (0: none). */
  notBefore: number;
}

export type PollPlan = { kind: 'paused'; reason: PauseReason } | { kind: 'at'; at: number };

const maxBackoffMs = 10 * 60_000;

/** The configured interval, never under the floor (the config refuses less; this holds in any case). */
export const pollIntervalMs = (seconds: number) => Math.max(seconds, livePollFloorSeconds) * 1000;

/**
 * When to poll next. Paused while the tab is hidden, the table is scrolled down or days are loading;
 * otherwise one interval after the last poll, doubled for each failure in a row (up to 10 minutes), and
 * never before a 429's Retry-After has passed.
 */
export function planPoll(state: PollState): PollPlan {
  if (state.hidden) return { kind: 'paused', reason: 'hidden' };
  if (state.scrolledDown) return { kind: 'paused', reason: 'scrolled' };
  if (state.loading) return { kind: 'paused', reason: 'loading' };
  const backoff = Math.min(state.intervalMs * 2 ** Math.min(state.failures, 6), maxBackoffMs);
  return {
    kind: 'at',
    at: Math.max(state.lastAt + Math.max(backoff, state.intervalMs), state.notBefore),
  };
}

/** How long the API asked us to wait (a 429's Retry-After, at most an hour), from `at`; 0 when it did not. */
export function waitAskedFor(error: unknown, at: number): number {
  if (!(error instanceof ApiError) || error.status !== 429 || error.retryAfterSeconds === undefined) return 0;
  return at + Math.min(error.retryAfterSeconds, 3600) * 1000;
}
