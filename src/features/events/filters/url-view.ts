import { columnById } from '../table/columns';
import type { RowView } from '../table/derive-rows';
import { splitList } from './url-filters';

export const defaultView: RowView = {
  search: '',
  types: [],
  actions: [],
  sort: { column: 'time', desc: true },
};
const maxSearch = 500;

/** The table's own view (search, facets, sort) in the URL: `q`, `facetTypes`, `facetActions`, `sort=-time`. */
export function parseView(params: URLSearchParams): RowView {
  const sortParam = params.get('sort') ?? '';
  const column = sortParam.replace(/^-/, '');
  return {
    search: (params.get('q') ?? '').slice(0, maxSearch),
    types: splitList(params.get('facetTypes') ?? ''),
    actions: splitList(params.get('facetActions') ?? ''),
    sort: columnById(column) ? { column, desc: sortParam.startsWith('-') } : defaultView.sort,
  };
}

export function writeView(params: URLSearchParams, view: RowView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', view.search);
  set('facetTypes', view.types.join(','));
  set('facetActions', view.actions.join(','));
  const sort = `${view.sort.desc ? '-' : ''}${view.sort.column}`;
  set('sort', sort === '-time' ? '' : sort);
  return next;
}
