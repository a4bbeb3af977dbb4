import {
  addDays,
  dateStringOf,
  parseDateString,
  startOfDate,
  wallTime,
  zonedToInstant,
} from '../../lib/time-zones';

/** How many weeks back the same weekday is read for "usual". */
const weeksBack = 4;

/** One day from its start in the zone to the same wall-clock time as now. */
export interface DaySpan {
  date: string;
  from: number;
  to: number;
}

/**
 * Today so far, then the same weekday of each of the four weeks before, each cut at now's wall-clock time:
 * a day still going is compared with the same hours of the others (a morning with mornings), not whole days.
 */
export function comparedDays(now: number, zone: string): DaySpan[] {
  const today = dateStringOf(now, zone);
  const at = wallTime(now, zone);
  return Array.from({ length: weeksBack + 1 }, (_, week) => {
    const date = addDays(today, -7 * week);
    const from = startOfDate(date, zone);
    if (week === 0) return { date, from, to: now };
    const day = parseDateString(date) ?? { year: 1970, month: 1, day: 1 };
    const to = zonedToInstant({ ...day, hour: at.hour, minute: at.minute, second: at.second }, zone);
    return { date, from, to: Math.max(from, to) };
  });
}

/** What one day held up to its cut: in total, per type, and per hour of the zone's wall clock. */
export interface DayCounts {
  total: number;
  byType: ReadonlyMap<string, number>;
  /** 24 counts, by the hour the zone's clock showed (a DST day's repeated hour counts in one). */
  byHour: readonly number[];
}

/**
 * The events of `span` counted; `typeOf` keys a row's type (its code in the store's dictionary, or its name),
 * so a day's hundred thousand rows are counted without naming each. Rows outside the span are not counted.
 */
export function countDay<K>(
  span: DaySpan,
  zone: string,
  count: number,
  timeOf: (i: number) => number,
  typeOf: (i: number) => K,
): { total: number; byType: Map<K, number>; byHour: number[] } {
  const date = parseDateString(span.date) ?? { year: 1970, month: 1, day: 1 };
  // Each wall-clock hour's first instant: an event's hour is the last one it is not before.
  const starts = Array.from({ length: 24 }, (_, hour) =>
    zonedToInstant({ ...date, hour, minute: 0, second: 0 }, zone),
  );
  const byHour = new Array<number>(24).fill(0);
  const byType = new Map<K, number>();
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    const t = timeOf(i);
    if (!(t >= span.from && t < span.to)) continue;
    let hour = 23;
    while (hour > 0 && t < (starts[hour] as number)) hour -= 1;
    byHour[hour] = (byHour[hour] as number) + 1;
    const type = typeOf(i);
    byType.set(type, (byType.get(type) ?? 0) + 1);
    total += 1;
  }
  return { total, byType, byHour };
}

/** The middle value (the mean of the two middle ones for an even count); 0 of nothing. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** A count today beside its usual: the median of the same weekday's count by the same hour. */
interface AgainstUsual {
  /** The event type; null for every type together. */
  type: string | null;
  today: number;
  usual: number;
}

interface TodayAgainstUsual {
  total: AgainstUsual;
  /** Every type seen today or in the weeks before, the most seen today first. */
  types: AgainstUsual[];
  /** Per hour of the zone: today's count and the usual one. */
  hours: { today: number; usual: number }[];
}

/** Today against the weeks that were read (a week that failed to load is left out of the median). */
export function againstUsual(today: DayCounts, weeks: readonly DayCounts[]): TodayAgainstUsual {
  const types = new Set([...today.byType.keys(), ...weeks.flatMap((week) => [...week.byType.keys()])]);
  const lines = [...types].map((type) => ({
    type,
    today: today.byType.get(type) ?? 0,
    usual: median(weeks.map((week) => week.byType.get(type) ?? 0)),
  }));
  lines.sort((a, b) => b.today - a.today || b.usual - a.usual || a.type.localeCompare(b.type));
  return {
    total: { type: null, today: today.total, usual: median(weeks.map((week) => week.total)) },
    types: lines,
    hours: today.byHour.map((count, hour) => ({
      today: count,
      usual: median(weeks.map((week) => week.byHour[hour] ?? 0)),
    })),
  };
}
