import { isoInstant } from './instant-text';

/**
 * An integer beyond 2^53 as the API wrote it: JSON.parse would round it, so the reader is handed its
 * digits instead (see parse-text.ts).
 */
export class ExactInteger {
  constructor(readonly digits: string) {}
}

/** How the last read went. Kept in one place instead of a result object per field per event. */
export const outcomes = { ok: 0, lenient: 1, null: 2, absent: 3, unreadable: 4 } as const;
export type Outcome = (typeof outcomes)[keyof typeof outcomes];
// Outlives sign-out: a number (how the last value read went), never a value itself.
let last: Outcome = outcomes.ok;
export const lastOutcome = (): Outcome => last;

// Outlives sign-out: a flag, reset by every day's read (`takeRoundedSeen`), never a value itself.
let roundedSeen = false;

/**
 * Notes a whole number past 2^53 where the reader is about to keep or show its digits (an id, text, a value
 * kept as sent): JSON.parse may have rounded it. The day is then parsed again keeping every such number's
 * digits (see DayParser), so the quick parse costs nothing on the days that have none.
 */
export function noteIfRounded(value: unknown): void {
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value))
    roundedSeen = true;
}

/** Whether `noteIfRounded` noted a number since the last call; clears the note. */
export function takeRoundedSeen(): boolean {
  const seen = roundedSeen;
  roundedSeen = false;
  return seen;
}

const numericText = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** Numeric text, trimmed, as its number; undefined for anything else. */
function numberOfText(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return numericText.test(text) ? Number(text) : undefined;
}

/**
 * What the reader accepts beyond the spec's types (2.1), the slow path for values that are not already
 * the right type: numbers sent as numeric text, scalars sent for text fields, booleans sent as text. Each
 * answers undefined for a value it cannot read. Plain functions, not zod: the parser's worker is fetched
 * before the first rows, and zod was most of its size for these four checks (issue 46).
 */
const lenientReads = {
  integer(value: unknown): number | undefined {
    const n = numberOfText(value);
    return n !== undefined && Number.isSafeInteger(n) ? n : undefined;
  },
  number(value: unknown): number | undefined {
    const n = numberOfText(value);
    return n !== undefined && Number.isFinite(n) ? n : undefined;
  },
  string(value: unknown): string | undefined {
    return (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean'
      ? String(value)
      : undefined;
  },
  boolean(value: unknown): boolean | undefined {
    return value === 'true' ? true : value === 'false' ? false : undefined;
  },
};

function absent(value: unknown): boolean {
  if (value === undefined) last = outcomes.absent;
  else if (value === null) last = outcomes.null;
  else return false;
  return true;
}

function slow<T>(read: (value: unknown) => T | undefined, value: unknown, fallback: T): T {
  const result = read(value);
  last = result === undefined ? outcomes.unreadable : outcomes.lenient;
  return result ?? fallback;
}

/** An integer field: the number, or NaN when absent, null or unreadable (`lastOutcome` says which). */
export function readInteger(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) {
    last = outcomes.ok;
    return value;
  }
  if (absent(value)) return NaN;
  noteIfRounded(value);
  return slow(lenientReads.integer, value, NaN);
}

export function readNumber(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) {
    last = outcomes.ok;
    return value;
  }
  if (absent(value)) return NaN;
  if (value instanceof ExactInteger) {
    last = outcomes.ok;
    return Number(value.digits);
  }
  return slow(lenientReads.number, value, NaN);
}

/**
 * A time (timeAt, GPS.At): an epoch number (or numeric text) in units of `scale` ms, or ISO 8601 text,
 * read leniently. ISO text names its instant, so the region's unit does not scale it.
 */
export function readInstant(value: unknown, scale: number): number {
  const n = readNumber(value);
  if (last !== outcomes.unreadable) return Number.isNaN(n) ? n : Math.round(n * scale);
  const ms = typeof value === 'string' ? isoInstant(value) : NaN;
  if (!Number.isNaN(ms)) last = outcomes.lenient;
  return ms;
}

export function readString(value: unknown): string | undefined {
  if (typeof value === 'string') {
    last = outcomes.ok;
    return value;
  }
  if (absent(value)) return undefined;
  noteIfRounded(value);
  return slow(lenientReads.string, value, undefined);
}

export function readBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') {
    last = outcomes.ok;
    return value;
  }
  if (absent(value)) return undefined;
  noteIfRounded(value);
  return slow(lenientReads.boolean, value, undefined);
}
