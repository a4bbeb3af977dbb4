export {
  defaultFilters,
  constraintKeys,
  knownEventTypes,
  rangePresets,
  type ConstraintKey,
  type FilterProblem,
  type EventFilters,
  type RangePreset,
  type TimeRange,
  type ZoneChoice,
} from './event-filters';
export { resolveWindow, type TimeWindow } from './resolve-window';
export {
  serializeFilters,
  fullLocalDateTime,
  isLocalDateTime,
  parseIdList,
  parseFilters,
} from './url-filters';
export {
  absentText,
  valueFiltersKey,
  attributeKeyOf,
  isValueFilterParam,
  isValueColumn,
  attributeColumn,
  valueColumnIds,
  type ValueFilter,
  type ValueColumnId,
  type FilterMode,
} from './value-filters';
export {
  maxColumnWidth,
  minColumnWidth,
  cleanLayout,
  defaultLayout,
  widthOf,
  layoutParam,
  parseLayout,
  parseMode,
  parseSelection,
  selectionParam,
  type ColumnLayout,
  type EventKey,
  type ViewMode,
} from './url-layout';
export { problemText } from './problem-text';
export { isEventType, isPathSafeType } from './event-type';
export {
  compareParam,
  compareWithin,
  periodShift,
  periodWindow,
  type CompareAsk,
  type CompareRange,
  type CompareUrlState,
  type PeriodChoice,
} from './url-compare';
export {
  maxReplayVehicles,
  parseReplay,
  replayIds,
  replayOfVehicles,
  replayParam,
  type ReplayTarget,
  type ReplayUrl,
} from './url-replay';
export { areaBetween, areaParam, parseArea, type GeoArea } from './url-area';
export { defaultView, parseView, writeView } from './url-view';
export { namesOwnedBy, withoutOwnedBy, type QueryPage } from './url-params';
export { carriedHref, pageHref, type PageLink } from './page-links';
export { columnCatalog, type ColumnId, type ColumnSpec } from './column-catalog';
export { type RowView, type SortChoice } from './url-view';
export { resolveZone } from './resolve-zone';
export { sameEvent } from './url-layout';
export { useEventsUrl, type EventsUrl, type FiltersChange } from './use-events-url';
export { useFilterChanges } from './use-filter-changes';
export { useViewChanges } from './use-view-changes';
