import { addDays, parseDateString, startOfDate } from '../../src/lib/time-zones.ts';
import { HttpError } from './http.ts';

const day = 86_400_000;
export const maxRangeMs = 7 * day;

export interface RangeDialect {
  /** `to` includes its own date: from=D&to=D is day D. */
  inclusiveTo?: boolean;
  /** Only YYYY-MM-DD: a timestamp is a 400. */
  datesOnly?: boolean;
}

/**
 * `from`/`to` as the emulator reads them (choices where the spec is silent, documented in
 * docs/architecture.md): a bare date is the start of that calendar day in `zone`; `to` is exclusive (unless the dialect says
 * inclusive: then a bare-date `to` ends with its day); full ISO-8601 timestamps with an offset are taken as
 * they are (unless the dialect takes dates only). Neither: the last 24 hours. Only `from`: one day from it.
 * Only `to`: the 24 hours before it. More than 7 days, or `to` not after `from`: 400.
 */
export function parseRange(
  from: string | null,
  to: string | null,
  zone: string,
  now: number,
  dialect: RangeDialect = {},
): { from: number; to: number } {
  const read = (name: string, value: string) => {
    if (parseDateString(value)) {
      const date = name === 'to' && dialect.inclusiveTo ? addDays(value, 1) : value;
      return startOfDate(date, zone);
    }
    if (dialect.datesOnly) {
      throw new HttpError(400, `"${name}" must be a date (YYYY-MM-DD); got "${value}".`);
    }
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
      const ms = Date.parse(value);
      if (!Number.isNaN(ms)) return ms;
    }
    throw new HttpError(
      400,
      `"${name}" must be a date (YYYY-MM-DD) or an ISO-8601 timestamp with an offset; got "${value}".`,
    );
  };
  let range: { from: number; to: number };
  if (from === null && to === null) range = { from: now - day, to: now };
  else if (from !== null && to === null) {
    range = {
      from: read('from', from),
      to: parseDateString(from) ? startOfDate(addDays(from, 1), zone) : read('from', from) + day,
    };
  } else if (from === null && to !== null) {
    const end = read('to', to);
    range = { from: end - day, to: end };
  } else range = { from: read('from', from ?? ''), to: read('to', to ?? '') };
  if (range.to <= range.from) throw new HttpError(400, '"to" must be after "from".');
  if (range.to - range.from > maxRangeMs) {
    throw new HttpError(400, 'The date range is longer than 7 days, the most one request may ask for.');
  }
  return range;
}

/** Comma-separated whole numbers, or a clear 400. */
export function parseIds(name: string, value: string | null): Set<number> | null {
  if (value === null || value.trim() === '') return null;
  const items = value.split(',').map((item) => item.trim());
  if (items.some((item) => !/^\d{1,15}$/.test(item))) {
    throw new HttpError(400, `"${name}" must be comma-separated whole numbers; got "${value}".`);
  }
  return new Set(items.map(Number));
}
