import { columnSpecById } from './column-catalog';
import { areaParam, parseArea, type GeoArea } from './url-area';
import type { ValueFilter } from './value-filters';
import { isValueFilterParam, parseValueFilters, writeValueFilters } from './value-filters';

export interface SortChoice {
  column: string;
  desc: boolean;
}

/** The table's own view: what the rows are searched, filtered and sorted by. */
export interface RowView {
  search: string;
  /** Include/exclude filters on any column; none means no restriction. */
  filters: readonly ValueFilter[];
  sort: SortChoice;
  /** Include the events the API sent from outside the window. */
  showOutside: boolean;
  /** Only events whose valid fix lies in this area ("who was here"), `area=`. */
  area: GeoArea | null;
  /** An `area` value that could not be read, as written (a problem chip; the other filters stay). */
  areaUnreadable: string | null;
}

export const defaultView: RowView = {
  search: '',
  filters: [],
  sort: { column: 'time', desc: true },
  showOutside: false,
  area: null,
  areaUnreadable: null,
};
const maxSearch = 500;

/**
 * The table's own view in the URL: `q`, include/exclude filters (`in.vehicle=40010024&ex.action=OFF`,
 * `value-filters.ts`), `sort=-time`, `outside=show`, `area=<south>,<west>,<north>,<east>` (`url-area.ts`).
 */
export function parseView(params: URLSearchParams): RowView {
  const sortParam = params.get('sort') ?? '';
  const column = sortParam.replace(/^-/, '');
  const area = parseArea(params.get('area'));
  return {
    search: (params.get('q') ?? '').slice(0, maxSearch),
    filters: parseValueFilters(params),
    sort: columnSpecById(column)?.sortable ? { column, desc: sortParam.startsWith('-') } : defaultView.sort,
    showOutside: params.get('outside') === 'show',
    area: area.area,
    areaUnreadable: area.unreadable,
  };
}

/**
 * The table's view, layout, selection, Live follow, replay and comparisons: none of them changes which
 * events of the window are loaded (`vs` loads another period beside it).
 */
const viewParams = [
  'q',
  'facetTypes',
  'facetActions',
  'sort',
  'outside',
  'area',
  'sel',
  'cols',
  'mode',
  'live',
  'replay',
  'replayAt',
  'compare',
  'vs',
];

/** `live=1`: the page follows a window that ends now (so a shared link follows too). */
export const parseLive = (params: URLSearchParams): boolean => params.get('live') === '1';

/** A parameter of the table's view (not of the layout or the selection). */
export function isViewParam(name: string): boolean {
  return (
    ['q', 'facetTypes', 'facetActions', 'sort', 'outside', 'area'].includes(name) || isValueFilterParam(name)
  );
}

/** The URL without the table's view: what the filters are parsed from, so a sort or a search leaves them be. */
export function withoutView(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams();
  for (const [name, value] of params)
    if (!viewParams.includes(name) && !isValueFilterParam(name)) rest.append(name, value);
  return rest;
}

export function writeView(params: URLSearchParams, view: RowView): URLSearchParams {
  const next = writeValueFilters(params, view.filters);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', view.search);
  const sort = `${view.sort.desc ? '-' : ''}${view.sort.column}`;
  set('sort', sort === '-time' ? '' : sort);
  set('outside', view.showOutside ? 'show' : '');
  // An unreadable area stays as written until it is removed or replaced: a link's typo loses nothing.
  set('area', view.area ? areaParam(view.area) : (view.areaUnreadable ?? ''));
  return next;
}
