import { gpsStates } from './day-chunk';
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
