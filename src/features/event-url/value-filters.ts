/** Include or exclude: the rows shown have (or have not) one of the chosen values of a column. */
export type FilterMode = 'in' | 'ex';

/** One value of one column, included or excluded; `null` stands for "absent" (shown as "(none)"). */
export interface ValueFilter {
  mode: FilterMode;
  column: string;
  value: string | null;
}

/** The table's columns whose values can be counted and filtered (the time is the histogram's). */
export const valueColumnIds = [
  'type',
  'action',
  'vehicle',
  'device',
  'company',
  'trip',
  'location',
  'origin',
  'odometer',
  'gpsValid',
] as const;
export type ValueColumnId = (typeof valueColumnIds)[number];

/** An attribute key is a column too: `attr.<key>` (the key may hold dots; it is everything after). */
export const attributePrefix = 'attr.';
/** How "absent" is written in a URL (and shown): the old `facetActions=(none)` links mean the same. */
export const absentText = '(none)';

const maxFilters = 100;
const maxValueLength = 1000;

export const attributeColumn = (key: string) => `${attributePrefix}${key}`;

/** The attribute key of an attribute column, or null for a table column. */
export function attributeKeyOf(column: string): string | null {
  return column.startsWith(attributePrefix) ? column.slice(attributePrefix.length) : null;
}

export function isValueColumn(column: string): boolean {
  const key = attributeKeyOf(column);
  if (key !== null) return key.length > 0 && key.length <= maxValueLength;
  return (valueColumnIds as readonly string[]).includes(column);
}

/** `in.vehicle`, `ex.attr.status`: the parameters that carry filters. */
export function isValueFilterParam(name: string): boolean {
  return name.startsWith('in.') || name.startsWith('ex.');
}

const fromText = (text: string): string | null => (text === absentText ? null : text);
const toText = (value: string | null): string => value ?? absentText;

const sameFilter = (a: ValueFilter, b: ValueFilter) =>
  a.mode === b.mode && a.column === b.column && a.value === b.value;

/**
 * URL -> include/exclude filters, in the order written: each value its own repeated parameter
 * (`in.vehicle=40010024&in.vehicle=40010025&ex.action=OFF`), so values keep commas, spaces or anything else.
 * The old facet links (`facetTypes`, `facetActions`) read as includes on type and action. Unknown columns,
 * repeats and values past a sane size are left out.
 */
export function parseValueFilters(params: URLSearchParams): ValueFilter[] {
  const filters: ValueFilter[] = [];
  const add = (filter: ValueFilter) => {
    if (filters.length < maxFilters && !filters.some((f) => sameFilter(f, filter))) filters.push(filter);
  };
  for (const [name, text] of params) {
    if (text.length > maxValueLength) continue;
    if (name === 'facetTypes' && text) add({ mode: 'in', column: 'type', value: text });
    if (name === 'facetActions' && text) add({ mode: 'in', column: 'action', value: fromText(text) });
    if (!isValueFilterParam(name)) continue;
    const column = name.slice(3);
    if (isValueColumn(column)) add({ mode: name.slice(0, 2) as FilterMode, column, value: fromText(text) });
  }
  return filters;
}

/** Filters -> URL: every filter parameter (and the old facet ones) replaced by these, in order. */
export function writeValueFilters(params: URLSearchParams, filters: readonly ValueFilter[]): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params)
    if (!isValueFilterParam(name) && name !== 'facetTypes' && name !== 'facetActions')
      next.append(name, value);
  for (const filter of filters) next.append(`${filter.mode}.${filter.column}`, toText(filter.value));
  return next;
}

/**
 * One click on include or exclude: a filter already there is taken off; otherwise it is added, and the
 * same value's opposite filter goes (a value is never both included and excluded).
 */
export function toggleValueFilter(filters: readonly ValueFilter[], filter: ValueFilter): ValueFilter[] {
  if (filters.some((f) => sameFilter(f, filter))) return filters.filter((f) => !sameFilter(f, filter));
  const rest = filters.filter((f) => !(f.column === filter.column && f.value === filter.value));
  return [...rest, filter];
}

/** A stable text of a filter set, for memo keys. */
export function valueFiltersKey(filters: readonly ValueFilter[]): string {
  return JSON.stringify(filters.map((f) => [f.mode, f.column, f.value]));
}
