export { columnById, eventColumns, columnName, type EventColumn } from './columns';
export type { CellValue } from './cell-value';
export { deriveRows, type RowStats, type FacetCounts } from './derive-rows';
export { visitorsOf } from './area-rows';
export { cellTexts, type CellTexts } from './cell-texts';
export {
  distinctIds,
  noRowNames,
  rowEntityFields,
  rowEntityKinds,
  viewReadsNames,
  type RowNames,
} from './row-names';
export type { NameOf } from './label-of';
export { searchTerms } from './search-rows';
export { valueLabelsWithNames, columnLabel, type LabelOf } from './value-labels';
export { useRowNames } from './use-row-names';
export { topValues } from './top-values';
export { attributeKeys } from './value-codes';
export { identityOf } from './row-names';
export type { ComparedColumn, Comparison } from './compare-values';
export { compareInSlices } from './compare-in-slices';
export { useEventsRows } from './hooks/use-events-rows';
export { useEventsPeriod } from './hooks/use-events-period';
export { useRowsPreparer } from './hooks/use-rows-preparer';
export { useSelection } from './hooks/use-selection';
export { periodColumns, rankPeriodColumn, topStandingOut, type StandingOut } from './compare-periods';
