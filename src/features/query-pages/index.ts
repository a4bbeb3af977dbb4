/**
 * What the two pages over the events query (the events page and device health) share: the filter bar, its
 * summary chips and their folding, the window's load progress and problems, and export.
 */
export { download } from './export/export';
export { ExportMenu } from './export/export-menu';
export { FilterBar } from './filter-bar/filter-bar';
export { FilterSummary } from './filter-bar/filter-summary';
export type { FilterChip } from './filter-bar/filter-chips';
export { FoldedFilters } from './filter-bar/folded-filters';
export { LazyFilterBar } from './filter-bar/lazy-filter-bar';
export { useFilterChips } from './filter-bar/use-filter-chips';
export { LoadProblems } from './load/load-problems';
export { LoadProgress } from './load/load-progress';
export { useQueryPageSource } from './source/use-query-page-source';
