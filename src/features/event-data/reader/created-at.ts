import { createdAtAsSent, createdAtZ } from './day-chunk';

/** The spec's form (2.1): milliseconds, and "Z" or a numeric offset. */
const canonical = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * createdAt's text as its instant and the zone to write it back in; `createdAtAsSent` for any other form
 * (no milliseconds, a space, no offset...), whose text is then kept as it came.
 */
export function createdAtOfText(text: string): { ms: number; zone: number } {
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
