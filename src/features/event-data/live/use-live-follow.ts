import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSignedIn } from '../../auth';
import type { DayChunk } from '../reader/day-chunk';
import { eventsParser } from '../reader/parser-client';
import type { EventStore, Rows } from '../store/event-store';
import type { OpenDay } from '../window/use-events-range';
import { freshIndices } from './new-events';
import { planPoll, pollIntervalMs, waitAskedFor, type PauseReason } from './poll-schedule';
import { pollOpenDays } from './poll-days';

export interface LiveFollowInput {
  /** Live is switched on and the window can be followed. */
  on: boolean;
  intervalSeconds: number;
  openDays: readonly OpenDay[];
  /** Some day of the window is loading or being fetched again. */
  loading: boolean;
  scrolledDown: boolean;
  store: EventStore;
  rows: Rows;
  /** Moves the page's now (and so a window that ends now) to the poll's time. */
  onAdvance: (now: number) => void;
}

export interface LiveFollow {
  on: boolean;
  /** Why it waits, if paused. */
  paused: PauseReason | null;
  polling: boolean;
  intervalMs: number;
  /** When the latest poll worked (0: none yet since Live was switched on). */
  updatedAt: number;
  /** Events the latest poll brought, among the rows shown: their global indices, and how many. */
  fresh: ReadonlySet<number>;
  freshShown: number;
  /** The latest poll failed: why, and the earliest the next may go (a 429's Retry-After), or 0. */
  error: unknown;
  notBefore: number;
  /** When the next poll is due (0 while paused). */
  nextAt: number;
}

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const tabHidden = () => document.visibilityState === 'hidden';

interface Timing {
  /** The latest poll, and the latest that worked. */
  lastAt: number;
  okAt: number;
  failures: number;
  notBefore: number;
  error: unknown;
}
const fresh0: Timing = { lastAt: 0, okAt: 0, failures: 0, notBefore: 0, error: null };
// Never written: the empty value (a ReadonlyMap where it is used).
const noFresh = new Map<DayChunk, number[]>();

/**
 * Live follow: while on, asks for the window's open dates again every interval (`planPoll` says when),
 * replaces those days in the cache in one step and moves the page's now on, so the rows, the map and
 * the histogram follow. Pauses while the tab is hidden, the table is scrolled down or days are loading,
 * and resumes at once if a poll came due meanwhile.
 */
export function useLiveFollow(input: LiveFollowInput): LiveFollow {
  const { on, openDays, store, rows, onAdvance } = input;
  const client = useQueryClient();
  const { region } = useSignedIn();
  const hidden = useSyncExternalStore(subscribeVisibility, tabHidden, () => false);
  const [timing, setTiming] = useState<Timing>(fresh0);
  const [polling, setPolling] = useState(false);
  const [freshChunks, setFreshChunks] = useState<ReadonlyMap<DayChunk, number[]>>(noFresh);
  const intervalMs = pollIntervalMs(input.intervalSeconds);

  // Each switch-on starts afresh: no count, no failure from an earlier spell.
  const [wasOn, setWasOn] = useState(on);
  if (wasOn !== on) {
    setWasOn(on);
    setTiming(fresh0);
    setFreshChunks(noFresh);
  }

  const dataAt = openDays.reduce((latest, day) => Math.max(latest, day.updatedAt), 0);
  const plan = planPoll({
    hidden,
    scrolledDown: input.scrolledDown,
    loading: input.loading || openDays.length === 0,
    lastAt: Math.max(timing.lastAt, dataAt),
    intervalMs,
    failures: timing.failures,
    notBefore: timing.notBefore,
  });
  const dueAt = on && plan.kind === 'at' ? plan.at : 0;

  // What a poll needs at the moment it runs, not when it was scheduled.
  const latest = useRef({ openDays, onAdvance });
  useEffect(() => {
    latest.current = { openDays, onAdvance };
  });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => {
    if (on) return;
    inFlight.current?.abort();
  }, [on]);
  useEffect(() => () => inFlight.current?.abort(), []);

  useEffect(() => {
    if (!on || polling || dueAt === 0) return;
    const timer = setTimeout(
      () => {
        const controller = new AbortController();
        inFlight.current = controller;
        setPolling(true);
        pollOpenDays(client, latest.current.openDays, eventsParser(region.id).dictionary, controller.signal)
          .then((chunks) => {
            const at = Date.now();
            setFreshChunks(chunks);
            setTiming({ lastAt: at, okAt: at, failures: 0, notBefore: 0, error: null });
            latest.current.onAdvance(at);
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            const at = Date.now();
            setTiming((t) => ({
              ...t,
              lastAt: at,
              failures: t.failures + 1,
              notBefore: waitAskedFor(error, at),
              error,
            }));
          })
          .finally(() => setPolling(false));
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [on, polling, dueAt, client, region.id]);

  const fresh = useMemo(() => freshIndices(store, freshChunks), [store, freshChunks]);
  const freshShown = useMemo(() => {
    if (fresh.size === 0) return 0;
    let count = 0;
    for (let i = 0; i < rows.length; i += 1) if (fresh.has(rows[i] as number)) count += 1;
    return count;
  }, [fresh, rows]);

  const paused = on && plan.kind === 'paused' ? plan.reason : null;
  // The same object while nothing in it changed: the toolbar's memoised live control takes it.
  return useMemo(
    () => ({
      on,
      paused,
      polling: on && polling,
      intervalMs,
      updatedAt: timing.okAt,
      fresh: on ? fresh : emptySet,
      freshShown: on ? freshShown : 0,
      error: on ? timing.error : null,
      notBefore: timing.notBefore,
      nextAt: dueAt,
    }),
    [on, paused, polling, intervalMs, timing, fresh, freshShown, dueAt],
  );
}

const emptySet: ReadonlySet<number> = new Set();
