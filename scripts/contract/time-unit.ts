import { numberOf, type Item } from './event-values.ts';
import type { TimeUnitReport } from './report-types.ts';

const day = 86_400_000;

type Counts = { ms: number; s: number; neither: number };

/**
 * Epoch milliseconds or seconds, by magnitude against the window that was asked for: a value in seconds
 * read as milliseconds falls in January 1970, decades from any window. The window is widened by two days
 * each side, since the zone the API reads a bare date in is not known for sure.
 */
export function classifyTimes(values: readonly unknown[], window: { from: number; to: number }): Counts {
  const near = (ms: number) => ms >= window.from - 2 * day && ms < window.to + 2 * day;
  const counts: Counts = { ms: 0, s: 0, neither: 0 };
  for (const raw of values) {
    const value = numberOf(raw);
    if (value === null) continue;
    if (near(value)) counts.ms += 1;
    else if (near(value * 1000)) counts.s += 1;
    else counts.neither += 1;
  }
  return counts;
}

export function timeUnitOf(items: readonly Item[], window: { from: number; to: number }): TimeUnitReport {
  const timeAt = classifyTimes(
    items.map((item) => item.timeAt),
    window,
  );
  const gpsAt = classifyTimes(
    items.map((item) => (item.GPS !== null && typeof item.GPS === 'object' ? (item.GPS as Item).At : null)),
    window,
  );
  const total = timeAt.ms + timeAt.s + timeAt.neither;
  const span = `${new Date(window.from).toISOString()} to ${new Date(window.to).toISOString()}`;
  if (total === 0)
    return {
      verdict: 'unknown',
      timeAt,
      gpsAt,
      note: 'No readable timeAt in the sample: the unit is not known.',
    };
  if (timeAt.ms > total / 2)
    return { verdict: 'ms', timeAt, gpsAt, note: `timeAt values are epoch milliseconds within ${span}.` };
  if (timeAt.s > total / 2)
    return {
      verdict: 's',
      timeAt,
      gpsAt,
      note: `timeAt values are epoch seconds: read as milliseconds they would fall in January 1970, not ${span}.`,
    };
  return {
    verdict: 'unknown',
    timeAt,
    gpsAt,
    note: `Most timeAt values are neither milliseconds nor seconds within two days of ${span}.`,
  };
}
