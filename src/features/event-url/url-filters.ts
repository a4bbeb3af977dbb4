import { isValidZone } from '../../lib/time-zones';
import { isEventType } from './event-type';
import {
  constraintKeys,
  defaultFilters,
  rangePresets,
  type EventFilters,
  type FilterProblem,
  type RangePreset,
  type TimeRange,
} from './event-filters';

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** "2026-11-20" or "2026-11-20T08:30" (seconds optional), checked as a real calendar time. */
export function isLocalDateTime(value: string): boolean {
  const match = localDateTime.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60
  );
}

/** "2026-11-10" and "2026-11-10T08:00" to "2026-11-10T00:00:00" and "2026-11-10T08:00:00", so they compare. */
export function fullLocalDateTime(value: string): string {
  const [date = '', time = ''] = value.split('T');
  return `${date}T${`${time || '00:00'}:00`.slice(0, 8)}`;
}

/** Splits on commas and whitespace; the API's lists are comma-separated, people paste either. */
export function splitList(value: string): string[] {
  return value
    .split(/[\s,]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

export function parseIdList(value: string): { ids: number[]; invalid: string[] } {
  const ids: number[] = [];
  const invalid: string[] = [];
  for (const item of splitList(value)) {
    if (/^\d{1,15}$/.test(item)) ids.push(Number(item));
    else invalid.push(item);
  }
  return { ids: [...new Set(ids)], invalid };
}

function parseRange(params: URLSearchParams, problems: FilterProblem[]): TimeRange {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    if (!from || !isLocalDateTime(from))
      problems.push({ param: 'from', reason: { code: 'notDate', value: from ?? '' } });
    else if (!to || !isLocalDateTime(to))
      problems.push({ param: 'to', reason: { code: 'notDate', value: to ?? '' } });
    else if (fullLocalDateTime(from) >= fullLocalDateTime(to))
      problems.push({ param: 'from', reason: { code: 'startNotBeforeEnd' } });
    else return { kind: 'custom', from, to };
    return defaultFilters.range;
  }
  const preset = params.get('range');
  if (preset === null) return defaultFilters.range;
  if ((rangePresets as readonly string[]).includes(preset))
    return { kind: 'preset', preset: preset as RangePreset };
  problems.push({ param: 'range', reason: { code: 'unknownRange', value: preset } });
  return defaultFilters.range;
}

/** URL -> filters. Never throws: each unusable value becomes a problem and its default is used. */
export function parseFilters(params: URLSearchParams): { filters: EventFilters; problems: FilterProblem[] } {
  const problems: FilterProblem[] = [];
  let types = defaultFilters.types;
  const rawTypes = params.get('types');
  if (rawTypes !== null) {
    const listed = [...new Set(splitList(rawTypes))];
    const bad = listed.filter((type) => !isEventType(type));
    if (bad.length > 0) problems.push({ param: 'types', reason: { code: 'notEventType', values: bad } });
    types = listed.filter(isEventType);
    if (rawTypes !== '' && types.length === 0) types = defaultFilters.types;
  }

  const constraints = { ...defaultFilters.constraints };
  for (const key of constraintKeys) {
    const raw = params.get(key);
    if (raw === null) continue;
    const { ids, invalid } = parseIdList(raw);
    if (invalid.length > 0)
      problems.push({ param: key, reason: { code: 'notWholeNumbers', values: invalid } });
    constraints[key] = ids;
  }

  let tz = defaultFilters.tz;
  const rawTz = params.get('tz');
  if (rawTz !== null && rawTz !== '') {
    if (rawTz === 'user' || rawTz === 'browser' || isValidZone(rawTz)) tz = rawTz;
    else problems.push({ param: 'tz', reason: { code: 'unknownZone', value: rawTz } });
  }

  return { filters: { types, range: parseRange(params, problems), constraints, tz }, problems };
}

/** Filters -> URL, leaving out what equals the default so shared links stay short. */
export function serializeFilters(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  const sameTypes = filters.types.join(',') === defaultFilters.types.join(',');
  if (!sameTypes) params.set('types', filters.types.join(','));
  if (filters.range.kind === 'custom') {
    params.set('from', filters.range.from);
    params.set('to', filters.range.to);
  } else if (filters.range.preset !== 'last24h') {
    params.set('range', filters.range.preset);
  }
  for (const key of constraintKeys) {
    if (filters.constraints[key].length > 0) params.set(key, filters.constraints[key].join(','));
  }
  if (filters.tz !== defaultFilters.tz) params.set('tz', filters.tz);
  return params;
}
