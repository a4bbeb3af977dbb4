import { gpsStates } from './day-chunk';
import type { Columns } from './row-columns';
import { lastOutcome, outcomes, readBoolean, readInstant, readNumber } from './lenient-values';

/** A GPS fix as read: its state (`gpsStates`), where it may be drawn (NaN: nowhere), and its time. */
export interface Fix {
  state: number;
  lat: number;
  lng: number;
  at: number;
  lenient: boolean;
}

/** A GPS object that was sent (not null): unreadable when it is not one, or a valid fix out of range. */
export function readFix(value: unknown, timeScale: number): Fix {
  const fix =
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  let lenient = false;
  const valid = fix ? readBoolean(fix.valid) : undefined;
  lenient ||= lastOutcome() === outcomes.lenient;
  const lat = fix ? readNumber(fix.Lat) : NaN;
  lenient ||= lastOutcome() === outcomes.lenient;
  const lng = fix ? readNumber(fix.Lng) : NaN;
  lenient ||= lastOutcome() === outcomes.lenient;
  const at = fix ? readInstant(fix.At, timeScale) : NaN;
  lenient ||= lastOutcome() === outcomes.lenient;
  // A fix marked invalid is not drawn whatever its coordinates; a valid one needs both in range.
  const inRange = Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const readable = valid === false || (valid === true && inRange);
  const state = !readable ? gpsStates.unreadable : valid ? gpsStates.valid : gpsStates.invalid;
  return {
    state,
    lat: readable && inRange ? lat : NaN,
    lng: readable && inRange ? lng : NaN,
    at,
    lenient,
  };
}

/**
 * A fix sent in the spec's types, as nearly every fix is, written into `row` (true); false for any other,
 * left to `readFix` (a valid fix out of range too: it is unreadable, and kept as sent).
 */
export function quickFix(value: object, timeScale: number, columns: Columns, row: number): boolean {
  const { valid, Lat, Lng, At } = value as Record<string, unknown>;
  if (typeof valid !== 'boolean' || typeof Lat !== 'number' || typeof Lng !== 'number') return false;
  if (!Number.isFinite(Lat) || !Number.isFinite(Lng)) return false;
  if (At !== undefined && !(typeof At === 'number' && Number.isFinite(At))) return false;
  const inRange = Math.abs(Lat) <= 90 && Math.abs(Lng) <= 180;
  if (valid && !inRange) return false;
  columns.gps[row] = valid ? gpsStates.valid : gpsStates.invalid;
  columns.gpsAt[row] = At === undefined ? NaN : Math.round(At * timeScale);
  columns.lat[row] = inRange ? Lat : NaN;
  columns.lng[row] = inRange ? Lng : NaN;
  return true;
}
