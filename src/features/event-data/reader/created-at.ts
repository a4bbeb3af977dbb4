import { createdAtAsSent, createdAtZ } from './day-chunk';

/** The spec's form (2.1): milliseconds, and "Z" or a numeric offset. */
const canonical = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|([+-])(\d{2}):(\d{2}))$/;

/** The number written by `length` digits from `at`, or -1 when one of them is not a digit. */
function digitsAt(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

/**
 * The spec's form read by hand, as almost every createdAt comes: its instant and zone, or null for any
 * text this does not take whole (then `createdAtOfText` reads it as before). Only dates that exist and
 * times within the day: engines differ on 30 February and hour 24, and Date.parse keeps its own answer.
 */
function canonicalCreatedAt(text: string): { ms: number; zone: number } | null {
  const withZ = text.length === 24;
  if (!withZ && text.length !== 29) return null;
  const c = (at: number) => text.charCodeAt(at);
  if (c(4) !== 45 || c(7) !== 45 || c(10) !== 84 || c(13) !== 58 || c(16) !== 58 || c(19) !== 46) return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hours = digitsAt(text, 11, 2);
  const minutes = digitsAt(text, 14, 2);
  const seconds = digitsAt(text, 17, 2);
  const millis = digitsAt(text, 20, 3);
  if (year < 100 || month < 1 || month > 12 || day < 1 || hours < 0 || hours > 23) return null;
  if (minutes < 0 || minutes > 59 || seconds < 0 || seconds > 59 || millis < 0) return null;
  if (day > (month === 2 && leap(year) ? 29 : (monthDays[month - 1] as number))) return null;
  let zone: number = createdAtZ;
  if (withZ) {
    if (c(23) !== 90) return null;
  } else {
    const sign = c(23) === 43 ? 1 : c(23) === 45 ? -1 : 0;
    const offsetHours = digitsAt(text, 24, 2);
    const offsetMinutes = digitsAt(text, 27, 2);
    if (sign === 0 || c(26) !== 58 || offsetHours < 0 || offsetHours > 23) return null;
    if (offsetMinutes < 0 || offsetMinutes > 59) return null;
    zone = sign * (offsetHours * 60 + offsetMinutes);
  }
  const local = Date.UTC(year, month - 1, day, hours, minutes, seconds, millis);
  return { ms: zone === createdAtZ ? local : local - zone * 60_000, zone };
}

/**
 * createdAt's text as its instant and the zone to write it back in; `createdAtAsSent` for any other form
 * (no milliseconds, a space, no offset...), whose text is then kept as it came.
 */
export function createdAtOfText(text: string): { ms: number; zone: number } {
  const quick = canonicalCreatedAt(text);
  if (quick) return quick;
  const ms = Date.parse(text);
  const match = canonical.exec(text);
  if (!match || Number.isNaN(ms)) return { ms, zone: createdAtAsSent };
  const [, zone, sign, hours, minutes] = match;
  return {
    ms,
    zone: zone === 'Z' ? createdAtZ : (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)),
  };
}

/**
 * createdAt sent as an epoch number: the instant it names, or NaN (not a number, or past what a date
 * holds). In ms, the spec's unit for every epoch time; the region's `timeUnit` is about timeAt and GPS.At.
 */
export function createdAtOfNumber(value: unknown): number {
  return typeof value === 'number' ? new Date(value).getTime() : NaN;
}
