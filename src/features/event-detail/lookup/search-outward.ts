import { addDays, type DateString } from '../../../lib/time-zones';

export interface SearchStep {
  from: DateString;
  to: DateString;
}

/**
 * The order to look in: first the window around the given date, then one day further out at a time,
 * the later day before the earlier (newest first), never past `latest` (today: no events in the future).
 */
export function outwardSteps(first: SearchStep, maxDaysEachWay: number, latest: DateString): SearchStep[] {
  const steps: SearchStep[] = [first];
  for (let k = 0; k < maxDaysEachWay; k += 1) {
    const later = addDays(first.to, k);
    if (later <= latest) steps.push({ from: later, to: addDays(later, 1) });
    const earlier = addDays(first.from, -(k + 1));
    steps.push({ from: earlier, to: addDays(earlier, 1) });
  }
  return steps;
}

export type SearchOutcome<T> =
  | { kind: 'found'; value: T; step: SearchStep }
  | { kind: 'notFound'; searched: SearchStep }
  | { kind: 'stopped'; searched: SearchStep | null }
  | { kind: 'failed'; error: unknown; searched: SearchStep | null };

/** Runs the steps one at a time until `look` finds something; `look` returns null for "not here". */
export async function searchOutward<T>(
  steps: readonly SearchStep[],
  look: (step: SearchStep, signal: AbortSignal) => Promise<T | null>,
  signal: AbortSignal,
  onProgress: (done: number, span: SearchStep) => void,
): Promise<SearchOutcome<T>> {
  let span = null as SearchStep | null;
  for (const [index, step] of steps.entries()) {
    if (signal.aborted) return { kind: 'stopped', searched: span };
    try {
      const value = await look(step, signal);
      span = span
        ? { from: step.from < span.from ? step.from : span.from, to: step.to > span.to ? step.to : span.to }
        : step;
      onProgress(index + 1, span);
      if (value !== null) return { kind: 'found', value, step };
    } catch (error) {
      if (signal.aborted) return { kind: 'stopped', searched: span };
      return { kind: 'failed', error, searched: span };
    }
  }
  return span ? { kind: 'notFound', searched: span } : { kind: 'stopped', searched: null };
}
