import { columnById } from '../table/columns';
import type { RowView } from '../table/derive-rows';

export const defaultView: RowView = {
  search: '',
  types: [],
  actions: [],
  sort: { column: 'time', desc: true },
  showOutside: false,
};
const maxSearch = 500;

/**
 * The table's own view in the URL: `q`, `facetTypes`, `facetActions`, `sort=-time`, `outside=show`.
 * Facet values come from the data and may hold commas, spaces or anything else, so each is its own
 * repeated parameter (`facetActions=Harsh%20Braking&facetActions=ON`), never a joined list.
 */
export function parseView(params: URLSearchParams): RowView {
  const sortParam = params.get('sort') ?? '';
  const column = sortParam.replace(/^-/, '');
  return {
    search: (params.get('q') ?? '').slice(0, maxSearch),
    types: [...new Set(params.getAll('facetTypes').filter(Boolean))],
    actions: [...new Set(params.getAll('facetActions').filter(Boolean))],
    sort: columnById(column)?.keys ? { column, desc: sortParam.startsWith('-') } : defaultView.sort,
    showOutside: params.get('outside') === 'show',
  };
}

/** The table's view, layout, selection and replay: none of them changes which events are loaded. */
const viewParams = [
  'q',
  'facetTypes',
  'facetActions',
  'sort',
  'outside',
  'sel',
  'cols',
  'mode',
  'replay',
  'replayAt',
];

/** The URL without the table's view: what the filters are parsed from, so a sort or a search leaves them be. */
export function withoutView(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of viewParams) rest.delete(name);
  return rest;
}

export function writeView(params: URLSearchParams, view: RowView): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => (value ? next.set(name, value) : next.delete(name));
  set('q', view.search);
  next.delete('facetTypes');
  next.delete('facetActions');
  for (const type of view.types) next.append('facetTypes', type);
  for (const action of view.actions) next.append('facetActions', action);
  const sort = `${view.sort.desc ? '-' : ''}${view.sort.column}`;
  set('sort', sort === '-time' ? '' : sort);
  set('outside', view.showOutside ? 'show' : '');
  return next;
}
