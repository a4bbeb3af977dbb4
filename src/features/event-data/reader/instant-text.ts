/**
 * An ISO 8601 date-time: a full date, "T" (or a space, as RFC 3339 allows), hours and minutes, optional
 * seconds and fraction, then "Z" or an offset (±hh:mm, ±hhmm, ±hh). Anchored and without nested
 * repetition, so it cannot backtrack on long text; a date alone, a time alone or a week date is not taken.
 */
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;

/**
 * The instant an ISO 8601 date-time names, in epoch ms, or NaN for any other text (out-of-range parts
 * included: no 30 February, no hour 24). Date.parse is not used: it takes many non-ISO forms, and reads
 * a date-time without an offset in the browser's zone.
 *
 * A date-time without "Z" or an offset is read as UTC: the API's times are UTC instants, and a server that
 * drops the offset is most likely writing its UTC clock; the reader counts it as read leniently.
 */
export function isoInstant(text: string): number {
  const match = isoDateTime.exec(text.trim());
  if (!match) return NaN;
  const [, year, month, day, hours, minutes, seconds, fraction, , sign, offsetHours, offsetMinutes] = match;
  const h = Number(hours);
  const m = Number(minutes);
  const s = Number(seconds ?? '0');
  const oh = Number(offsetHours ?? '0');
  const om = Number(offsetMinutes ?? '0');
  if (h > 23 || m > 59 || s > 59 || oh > 23 || om > 59) return NaN;
  const date = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return NaN;
  // Beyond milliseconds the fraction is cut, as Date.parse cuts it.
  date.setUTCHours(h, m, s, Number((fraction ?? '').padEnd(3, '0').slice(0, 3)));
  const offset = (sign === '-' ? -1 : 1) * (oh * 60 + om);
  return date.getTime() - offset * 60_000;
}
