import { lazyPart } from '../../components/lazy-part';
export { QuickFilters, filterText } from './value-filter-chips';
export { useValuesPanel } from './use-values-panel';
export { ValuesPanel } from './values-panel';

/** A column's values menu loads when a header first opens it (render it only while it has a target). */
export const ColumnValuesMenu = lazyPart(() =>
  import('./column-values-menu').then((m) => ({ default: m.ColumnValuesMenu })),
);
