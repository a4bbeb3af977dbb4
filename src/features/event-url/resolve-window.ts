import { addDays, dateStringOf, localDateTimeOf, startOfDate, zonedToInstant } from '../../lib/time-zones';
import type { TimeRange } from './event-filters';

export interface TimeWindow {
  /** Inclusive start, epoch ms. */
  from: number;
  /** Exclusive end, epoch ms. */
  to: number;
}

const hour = 3_600_000;
const day = 24 * hour;

function localToInstant(value: string, zone: string): number {
  const [date = '', time = '00:00'] = value.split('T');
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi, s] = time.split(':').map(Number);
  return zonedToInstant(
    { year: y ?? 1970, month: mo ?? 1, day: d ?? 1, hour: h ?? 0, minute: mi ?? 0, second: s ?? 0 },
    zone,
  );
}

/** The exact window a range means at `now` in `zone`. "Today" ends now; a date-only custom `to` is exclusive. */
export function resolveWindow(range: TimeRange, zone: string, now: number): TimeWindow {
  if (range.kind === 'custom')
    return { from: localToInstant(range.from, zone), to: localToInstant(range.to, zone) };
  const today = dateStringOf(now, zone);
  switch (range.preset) {
    case 'last1h':
      return { from: now - hour, to: now };
    case 'last24h':
      return { from: now - day, to: now };
    case 'today':
      return { from: startOfDate(today, zone), to: now };
    case 'yesterday':
      return { from: startOfDate(addDays(today, -1), zone), to: startOfDate(today, zone) };
    case 'last7d':
      return { from: now - 7 * day, to: now };
    case 'last30d':
      return { from: now - 30 * day, to: now };
  }
}

/**
 * The range shifted by its own length (previous/next buttons), as a custom range in wall-clock
 * time. Presets become the equivalent custom window first.
 */
export function shiftRange(range: TimeRange, direction: -1 | 1, zone: string, now: number): TimeRange {
  const window = resolveWindow(range, zone, now);
  const length = window.to - window.from;
  return {
    kind: 'custom',
    from: localDateTimeOf(window.from + direction * length, zone),
    to: localDateTimeOf(window.to + direction * length, zone),
  };
}
