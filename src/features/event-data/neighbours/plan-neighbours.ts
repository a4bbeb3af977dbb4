import type { DayChunk } from '../reader/day-chunk';
import type { DayRequestRange } from '../api/api-dates';
import type { NeighbourDates } from './neighbour-dates';

/** What React Query holds for one date: its events once they arrived, and the latest failure. */
export interface DateState {
  data: DayChunk | undefined;
  error: Error | null;
}

/** Where one side (later or earlier events) stands. */
export type SideStatus =
  | { kind: 'loading'; date: string }
  | { kind: 'error'; date: string; error: Error }
  /** There may be more: "10 more" shows them, loading further dates if need be. */
  | { kind: 'more' }
  /** Everything within reach is shown; `upToNow` when the later side stopped at today. */
  | { kind: 'end'; upToNow: boolean };

/** The dates in the order the hook asks for them: core, then older, then newer. */
export function candidatesOf(dates: NeighbourDates): DayRequestRange[] {
  return [...dates.core, ...dates.older, ...dates.newer];
}

/** How many dates of a side have arrived, one after the other from the nearest: a gap ends the stretch. */
function arrivedRun(states: readonly DateState[]): number {
  let n = 0;
  while (n < states.length && states[n]?.data !== undefined) n += 1;
  return n;
}

export interface Block {
  /** Every core date has arrived: the event's place in time is known. */
  coreReady: boolean;
  /** The first core date that failed (and has nothing to show), if any. */
  coreError: { date: string; error: Error } | null;
  /** Dates arrived on each side, nearest first, with no gap. */
  olderArrived: number;
  newerArrived: number;
  /** Indices into the candidates whose events are used: one unbroken stretch of time. */
  indices: number[];
}

/** The stretch of whole dates around the event whose events have all arrived. */
export function arrivedBlock(dates: NeighbourDates, states: readonly DateState[]): Block {
  const coreCount = dates.core.length;
  const olderStart = coreCount;
  const newerStart = coreCount + dates.older.length;
  const core = states.slice(0, coreCount);
  const coreReady = core.every((s) => s.data !== undefined);
  const failed = core.findIndex((s) => s.data === undefined && s.error !== null);
  const coreError =
    failed < 0
      ? null
      : { date: dates.core[failed]?.date ?? '', error: core[failed]?.error ?? new Error('failed') };
  if (!coreReady) return { coreReady, coreError, olderArrived: 0, newerArrived: 0, indices: [] };
  const olderArrived = arrivedRun(states.slice(olderStart, newerStart));
  const newerArrived = arrivedRun(states.slice(newerStart));
  const indices = [
    ...Array.from({ length: coreCount }, (_, i) => i),
    ...Array.from({ length: olderArrived }, (_, i) => olderStart + i),
    ...Array.from({ length: newerArrived }, (_, i) => newerStart + i),
  ];
  return { coreReady, coreError, olderArrived, newerArrived, indices };
}

/**
 * One side's status, and how many of its dates to ask for: while fewer events than wanted have been
 * found, the next date out, one at a time, until the side's dates run out.
 */
export function planSide(
  available: number,
  wanted: number,
  sideDates: readonly DayRequestRange[],
  sideStates: readonly DateState[],
  arrived: number,
  upToNow: boolean,
): { status: SideStatus; fetch: number } {
  const remaining = arrived < sideDates.length;
  if (available >= wanted)
    return {
      status: available > wanted || remaining ? { kind: 'more' } : { kind: 'end', upToNow },
      fetch: arrived,
    };
  if (!remaining) return { status: { kind: 'end', upToNow }, fetch: arrived };
  const date = sideDates[arrived]?.date ?? '';
  const error = sideStates[arrived]?.error ?? null;
  return {
    status: error ? { kind: 'error', date, error } : { kind: 'loading', date },
    fetch: arrived + 1,
  };
}

/** Which candidates to fetch: the core, and on each side the nearest `fetch` dates. */
export function enabledDates(dates: NeighbourDates, olderFetch: number, newerFetch: number): boolean[] {
  return [
    ...dates.core.map(() => true),
    ...dates.older.map((_, i) => i < olderFetch),
    ...dates.newer.map((_, i) => i < newerFetch),
  ];
}
