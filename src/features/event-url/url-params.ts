import { constraintKeys } from './event-filters';
import { isValueFilterParam } from './value-filters';

/**
 * Who reads and writes a parameter. Each owner has one writer: the filters (`url-filters.ts`), the
 * table's view (`url-view.ts`), the selection, the layout (columns and view mode), Live follow, the
 * replay, the comparisons, and the health page's settings (`device-health/health-url.ts`).
 */
export type ParamOwner =
  'filters' | 'view' | 'selection' | 'layout' | 'live' | 'replay' | 'compare' | 'health';

/** The pages that read the events query: both list the same window's events, each its own way. */
export type QueryPage = 'events' | 'health';

export interface UrlParam {
  name: string;
  owner: ParamOwner;
  /**
   * The pages that keep the parameter (through a change of filters, and on a link between the pages). The
   * health page keeps the events page's own state, unread, so its "Events" link returns to it.
   */
  pages: readonly QueryPage[];
}

const both: readonly QueryPage[] = ['events', 'health'];
const health: readonly QueryPage[] = ['health'];

/**
 * Every parameter of the events and health pages' URL. The include/exclude filters (`in.<column>`,
 * `ex.<column>`) are a family of names, owned by the view: `ownerOf` knows them.
 */
export const urlParams: readonly UrlParam[] = [
  ...['types', 'from', 'to', 'range', 'tz', ...constraintKeys].map((name): UrlParam => ({
    name,
    owner: 'filters',
    pages: both,
  })),
  ...['q', 'facetTypes', 'facetActions', 'sort', 'outside', 'area'].map((name): UrlParam => ({
    name,
    owner: 'view',
    pages: both,
  })),
  { name: 'sel', owner: 'selection', pages: both },
  { name: 'cols', owner: 'layout', pages: both },
  { name: 'mode', owner: 'layout', pages: both },
  { name: 'live', owner: 'live', pages: both },
  { name: 'replay', owner: 'replay', pages: both },
  { name: 'replayAt', owner: 'replay', pages: both },
  { name: 'compare', owner: 'compare', pages: both },
  { name: 'vs', owner: 'compare', pages: both },
  ...['per', 'gap', 'speed', 'hsort'].map((name): UrlParam => ({ name, owner: 'health', pages: health })),
];

const byName = new Map(urlParams.map((param) => [param.name, param]));
const valueFilterParam: Omit<UrlParam, 'name'> = { owner: 'view', pages: both };

/** The parameter's entry in the registry, or null for a name no page reads. */
export function paramOf(name: string): UrlParam | null {
  const known = byName.get(name);
  if (known) return known;
  return isValueFilterParam(name) ? { name, ...valueFilterParam } : null;
}

/** The parameters one owner writes (a family such as `in.<column>` is not listed). */
export const namesOwnedBy = (owner: ParamOwner): string[] =>
  urlParams.filter((param) => param.owner === owner).map((param) => param.name);

export const ownerOf = (name: string): ParamOwner | null => paramOf(name)?.owner ?? null;

/** The parameters that pass `keep`, in their order (a name no page reads is never kept). */
function pick(params: URLSearchParams, keep: (param: UrlParam) => boolean): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of params) {
    const param = paramOf(name);
    if (param && keep(param)) next.append(name, value);
  }
  return next;
}

/** The parameters of these owners alone. */
export const onlyOwnedBy = (params: URLSearchParams, owners: readonly ParamOwner[]) =>
  pick(params, (param) => owners.includes(param.owner));

/** The parameters of every owner but these. */
export const withoutOwnedBy = (params: URLSearchParams, owners: readonly ParamOwner[]) =>
  pick(params, (param) => !owners.includes(param.owner));

/** What a page keeps of an address: the parameters that mean something there (a link between the pages). */
export const keptBy = (page: QueryPage, params: URLSearchParams) =>
  pick(params, (param) => param.pages.includes(page));

/**
 * New filters in an address: the old filters' parameters give way to `filters` (already written), and
 * every other parameter the page reads stays as it was, in place.
 */
export function withFilterParams(params: URLSearchParams, filters: URLSearchParams): URLSearchParams {
  const next = withoutOwnedBy(params, ['filters']);
  for (const [name, value] of filters) next.append(name, value);
  return next;
}
