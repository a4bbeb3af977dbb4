/** Time-zone arithmetic on Intl alone: no zone database shipped, and the browser's is current. */

// Derived from the zone's name alone: no session's data.
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function isValidZone(zone: string): boolean {
  try {
    partsFormatter(zone);
    return true;
  } catch {
    return false;
  }
}

export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall-clock time in `zone` at instant `ms`, from Intl itself. */
function exactWallTime(ms: number, zone: string): WallTime {
  const values: Record<string, number> = {};
  for (const part of partsFormatter(zone).formatToParts(ms)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

function exactOffsetAt(ms: number, zone: string): number {
  const w = exactWallTime(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

// `formatToParts` costs about 5 µs here, and a CSV of half a million events asks it for every row. A zone's
// offset is asked once per quarter hour of UTC and kept: today's zones change offset only on quarter hours
// (local hh:00, hh:30 or hh:45 less an offset in quarter hours). A quarter hour whose two ends differ (an
// older zone's change at odd seconds) is not kept, and its instants go to Intl.
const quarterMs = 15 * 60_000;
const fastFrom = Date.UTC(1900, 0, 1);
const fastTo = Date.UTC(2200, 0, 1);
// Derived from the zone's name alone: no session's data.
const quarterOffsets = new Map<string, Map<number, number>>();

function quarterOffset(quarter: number, zone: string): number {
  let offsets = quarterOffsets.get(zone);
  if (!offsets || offsets.size > 100_000) quarterOffsets.set(zone, (offsets = new Map()));
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * quarterMs;
    const first = exactOffsetAt(start, zone);
    offset = first === exactOffsetAt(start + quarterMs - 1000, zone) ? first : Number.NaN;
    offsets.set(quarter, offset);
  }
  return offset;
}

/** The wall-clock time in `zone` at instant `ms`. */
export function wallTime(ms: number, zone: string): WallTime {
  if (!(ms >= fastFrom && ms < fastTo)) return exactWallTime(ms, zone);
  const offset = quarterOffset(Math.floor(ms / quarterMs), zone);
  if (Number.isNaN(offset)) return exactWallTime(ms, zone);
  return utcWallTime(ms + offset);
}

/** The wall-clock time of UTC at instant `ms` (calendar arithmetic, any zone's wall time shifted to UTC). */
export function utcWallTime(ms: number): WallTime {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** Offset of `zone` from UTC at instant `ms`, in milliseconds (positive east of Greenwich). */
export function offsetAt(ms: number, zone: string): number {
  const w = wallTime(ms, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time happens in `zone`. In a spring-forward gap the time does not exist and
 * the instant after the gap is used; in a fall-back overlap the earlier of the two is used.
 */
export function zonedToInstant(w: WallTime, zone: string): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const firstGuess = asUtc - offsetAt(asUtc, zone);
  const earlier = asUtc - offsetAt(firstGuess - 3_600_000, zone);
  const later = asUtc - offsetAt(firstGuess, zone);
  for (const candidate of [Math.min(earlier, later), Math.max(earlier, later)]) {
    const back = wallTime(candidate, zone);
    if (back.hour === w.hour && back.minute === w.minute && back.day === w.day) return candidate;
  }
  return Math.max(earlier, later);
}

export type DateString = string; // YYYY-MM-DD

export function dateStringOf(ms: number, zone: string): DateString {
  const w = wallTime(ms, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

export function parseDateString(date: DateString): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** Calendar arithmetic on a date string, independent of any zone. */
export function addDays(date: DateString, days: number): DateString {
  const parsed = parseDateString(date);
  if (!parsed) throw new Error(`not a date: ${date}`);
  return new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days)).toISOString().slice(0, 10);
}

/** The instant a calendar day starts in `zone` (not always 00:00 where DST starts at midnight). */
export function startOfDate(date: DateString, zone: string): number {
  const parsed = parseDateString(date);
  if (!parsed) throw new Error(`not a date: ${date}`);
  return zonedToInstant({ ...parsed, hour: 0, minute: 0, second: 0 }, zone);
}

/** "2026-11-20T08:30" (with ":ss" only when the seconds are not zero): the wall-clock time in `zone`. */
export function localDateTimeOf(ms: number, zone: string): string {
  const w = wallTime(ms, zone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const base = `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
  return w.second === 0 ? base : `${base}:${pad(w.second)}`;
}
