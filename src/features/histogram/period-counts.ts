import type { EventStore, Rows } from '../event-data';
import type { BucketCounts } from './count-buckets';

/** Another period's events to overlay: its store and rows (the same filters and view), and where it lies. */
export interface PeriodRows {
  store: EventStore;
  rows: Rows;
  /** Where an instant of the window lines up in this period (`periodShift`). */
  shift: (ms: number) => number;
  /** Its days are still loading (or wait for the window's own): changes are not said yet. */
  loading: boolean;
}

/** The window's bars moved by `shift`: the other period counted into bars that line up with these. */
export function shiftedBoundaries(boundaries: Float64Array, shift: (ms: number) => number): Float64Array {
  return boundaries.map(shift);
}

/** Per type, and in all, the change from the other period to this one (0.12: +12 %); null where it had none. */
export function periodChanges(
  counted: BucketCounts,
  previous: BucketCounts,
): { byType: Map<string, number | null>; total: number | null } {
  const sum = (counts: Uint32Array | undefined) => (counts ? counts.reduce((a, n) => a + n, 0) : 0);
  const change = (now: number, before: number) => (before === 0 ? null : (now - before) / before);
  const byType = new Map<string, number | null>();
  counted.types.forEach((type, i) => {
    const before = sum(previous.counts[previous.types.indexOf(type)]);
    byType.set(type, change(sum(counted.counts[i]), before));
  });
  return { byType, total: change(counted.total, previous.total) };
}
