export { ColumnValuesMenu } from './column-values-menu';
export { FilterChips, filterText } from './value-filter-chips';
export { useValuesPanel } from './use-values-panel';
export { ValuesPanel } from './values-panel';
