import { useEffect, useState } from 'react';
import type { EventStore, Rows } from '../event-data';
import { compareInSlices, type Comparison } from '../event-rows';
import { compareParam, type CompareAsk } from '../event-url';

interface Outcome {
  store: EventStore;
  rows: Rows;
  asked: string;
  attempt: number;
  comparison: Comparison | null;
  error: Error | null;
}

/**
 * The comparison of a range (or of the filtered rows) with the rest of the window, worked out in slices
 * after the render that asks (the page stays answering meanwhile); a new ask, new rows or a new store drop
 * the one under way. Null while working, or with nothing asked.
 */
export function useComparison(store: EventStore, rows: Rows, ask: CompareAsk | null) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attempt, setAttempt] = useState(0);
  // By value: a range made again at each render is the same comparison.
  const filtered = ask === 'filters';
  const from = ask === null || filtered ? NaN : ask.from;
  const to = ask === null || filtered ? NaN : ask.to;
  const asked = ask === null ? '' : compareParam(ask);
  useEffect(() => {
    if (!filtered && Number.isNaN(from)) return;
    const controller = new AbortController();
    const done = (comparison: Comparison | null, error: Error | null) =>
      setOutcome({ store, rows, asked, attempt, comparison, error });
    compareInSlices(store, rows, filtered ? 'filters' : { from, to }, controller.signal).then(
      (comparison) => done(comparison, null),
      (error: unknown) => {
        // Dropped for newer rows or range: not a failure to show.
        if (!controller.signal.aborted) done(null, error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  }, [store, rows, filtered, from, to, asked, attempt]);
  const current =
    outcome &&
    outcome.store === store &&
    outcome.rows === rows &&
    outcome.asked === asked &&
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
