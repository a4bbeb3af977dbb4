import type { EntityHealth } from './health-types';

/** How a figure is written. */
export type FigureFormat = 'id' | 'score' | 'count' | 'share' | 'duration' | 'time' | 'kmh' | 'km';

/** One column of the health table: its figure, how it is written, and the event it links to. */
export interface HealthFigure {
  id: string;
  format: FigureFormat;
  value: (h: EntityHealth) => number;
  /** The event showing the figure at its worst (global index; < 0 none). */
  at?: (h: EntityHealth) => number;
  /** Hours either side of that event the link shows (default 1). */
  hours?: (h: EntityHealth) => number;
}

const hourMs = 3_600_000;

/** "Truck 2" before "Truck 10", case aside, in the browser's order of letters. */
const namesOrder = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export const healthFigures: readonly HealthFigure[] = [
  { id: 'entity', format: 'id', value: (h) => h.id },
  { id: 'score', format: 'score', value: (h) => h.score },
  { id: 'events', format: 'count', value: (h) => h.events },
  { id: 'firstSeen', format: 'time', value: (h) => h.firstSeen },
  { id: 'lastSeen', format: 'time', value: (h) => h.lastSeen, at: (h) => h.lastAt },
  { id: 'sinceLast', format: 'duration', value: (h) => h.sinceLast, at: (h) => h.lastAt },
  {
    id: 'longestGap',
    format: 'duration',
    value: (h) => h.longestGap,
    at: (h) => h.longestGapAt,
    hours: (h) => Math.max(1, h.longestGap / hourMs + 0.25),
  },
  { id: 'gapsOver', format: 'count', value: (h) => h.gapsOver, at: (h) => h.longestGapAt },
  { id: 'noFixShare', format: 'share', value: (h) => h.noFixShare, at: (h) => h.noFixAt },
  { id: 'zeroFixes', format: 'count', value: (h) => h.zeroFixes, at: (h) => h.zeroFixAt },
  { id: 'gpsJumps', format: 'count', value: (h) => h.gpsJumps, at: (h) => h.gpsJumpAt },
  { id: 'worstJumpKmh', format: 'kmh', value: (h) => h.worstJumpKmh, at: (h) => h.gpsJumpAt },
  { id: 'odometerBack', format: 'count', value: (h) => h.odometerBack, at: (h) => h.odometerBackAt },
  { id: 'odometerJumps', format: 'count', value: (h) => h.odometerJumps, at: (h) => h.odometerJumpAt },
  { id: 'delayMedian', format: 'duration', value: (h) => h.delayMedian },
  { id: 'delayWorst', format: 'duration', value: (h) => h.delayWorst, at: (h) => h.delayWorstAt },
  { id: 'future', format: 'count', value: (h) => h.future, at: (h) => h.futureAt },
  { id: 'outOfOrder', format: 'count', value: (h) => h.outOfOrder, at: (h) => h.outOfOrderAt },
  { id: 'repeats', format: 'count', value: (h) => h.repeats, at: (h) => h.repeatsAt },
  { id: 'lenient', format: 'count', value: (h) => h.lenient, at: (h) => h.lenientAt },
  { id: 'unreadable', format: 'count', value: (h) => h.unreadable, at: (h) => h.unreadableAt },
];

export type HealthSort = { by: string; descending: boolean };
export const defaultHealthSort: HealthSort = { by: 'score', descending: true };

/**
 * The table sorted on one figure; a figure without a value (NaN: no createdAt, no id) goes last either way.
 * Ties keep the ranking's order (the sort is stable).
 */
export function sortHealth(
  table: readonly EntityHealth[],
  sort: HealthSort,
  /** The entity column's text ("Ute 12 (40010024)"): it sorts by what it shows, names as a person reads them. */
  entityText?: (id: number) => string,
): EntityHealth[] {
  const figure = healthFigures.find((f) => f.id === sort.by) ?? (healthFigures[1] as HealthFigure);
  const sign = sort.descending ? -1 : 1;
  if (sort.by === 'entity' && entityText) {
    const text = (h: EntityHealth) => (Number.isNaN(h.id) ? null : entityText(h.id));
    return [...table].sort((a, b) => {
      const x = text(a);
      const y = text(b);
      if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
      return sign * namesOrder.compare(x, y);
    });
  }
  // The worst delay is worst by its size, early (a clock ahead) or late.
  const key = sort.by === 'delayWorst' ? (h: EntityHealth) => Math.abs(h.delayWorst) : figure.value;
  return [...table].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return sign * (x - y);
  });
}
