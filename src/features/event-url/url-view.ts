import { columnSpecById } from './column-catalog';
import { areaParam, parseArea, type GeoArea } from './url-area';
import type { ValueFilter } from './value-filters';
import { parseValueFilters, writeValueFilters } from './value-filters';
import { ownerOf } from './url-params';

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

/** `live=1`: the page follows a window that ends now (so a shared link follows too). */
export const parseLive = (params: URLSearchParams): boolean => params.get('live') === '1';

/** A parameter of the table's view (not of the layout or the selection). */
export const isViewParam = (name: string): boolean => ownerOf(name) === 'view';

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

/** A change to the table's view: its new parts, or worked out from the view as last written. */
export type ViewPatch = Partial<RowView> | ((current: RowView) => Partial<RowView>);

/** The URL with its view changed by `patch`; every other parameter as it was. */
export const patchedView = (current: URLSearchParams, patch: ViewPatch) => {
  const view = parseView(current);
  return writeView(current, { ...view, ...(typeof patch === 'function' ? patch(view) : patch) });
};
