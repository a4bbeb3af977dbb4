import { dateStringOf, parseDateString, zonedToInstant } from '../../../lib/time-zones';

/**
 * The API date to search around, from what the user typed: a date is taken as it is; a date-time
 * ("2026-11-20 23:30" or "2026-11-20T23:30", in the user's zone) becomes the API date of that moment,
 * which near midnight may be another day. Null when it is neither.
 */
export function aroundDate(input: string, userZone: string, apiZone: string | null): string | null {
  const value = input.trim().replace(' ', 'T');
  if (parseDateString(value)) return value;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  const date = match?.[1] ? parseDateString(match[1]) : null;
  const hour = Number(match?.[2]);
  const minute = Number(match?.[3]);
  if (!date || hour > 23 || minute > 59) return null;
  return dateStringOf(zonedToInstant({ ...date, hour, minute, second: 0 }, userZone), apiZone ?? 'UTC');
}
