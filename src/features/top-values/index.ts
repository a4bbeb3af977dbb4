export { ColumnValuesMenu } from './column-values-menu';
export { QuickFilters, filterText } from './value-filter-chips';
export { useValuesPanel } from './use-values-panel';
export { ValuesPanel } from './values-panel';
