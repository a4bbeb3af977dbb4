import { useEffect, useState } from 'react';
import type { EventStore, Rows } from '../event-data';
import { compareInSlices, type Comparison } from '../event-rows';
import type { CompareRange } from '../event-url';

interface Outcome {
  store: EventStore;
  rows: Rows;
  from: number;
  to: number;
  attempt: number;
  comparison: Comparison | null;
  error: Error | null;
}

/**
 * The comparison of a range with the rest of the rows, worked out in slices after the render that asks
 * (the page stays answering meanwhile); a new range, new rows or a new store drop the one under way.
 * Null while working, or with no range.
 */
export function useComparison(store: EventStore, rows: Rows, range: CompareRange | null) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  const from = range?.from ?? NaN;
  const to = range?.to ?? NaN;
  useEffect(() => {
    if (Number.isNaN(from)) return;
    const controller = new AbortController();
    const done = (comparison: Comparison | null, error: Error | null) =>
      setOutcome({ store, rows, from, to, attempt, comparison, error });
    compareInSlices(store, rows, { from, to }, controller.signal).then(
      (comparison) => done(comparison, null),
      (error: unknown) => {
        // Dropped for newer rows or range: not a failure to show.
        if (!controller.signal.aborted) done(null, error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  }, [store, rows, from, to, attempt]);
  const current =
    outcome &&
    outcome.store === store &&
    outcome.rows === rows &&
    outcome.from === from &&
    outcome.to === to &&
    outcome.attempt === attempt
      ? outcome
      : null;
  return {
    comparison: current?.comparison ?? null,
    error: current?.error ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}

/** A mark once a comparison is painted: the benchmark times a "Compare" to it. */
export function useComparePaintedMark(comparison: Comparison | null): void {
  useEffect(() => {
    if (!comparison) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => performance.mark('compare-painted'), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [comparison]);
}
