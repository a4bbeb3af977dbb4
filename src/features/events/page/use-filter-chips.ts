import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterText } from '../../top-values';
import { filterChips } from '../filter-bar/filter-chips';
import type { EventFilters, FilterProblem, RowView } from '../../event-url';
import type { LabelOf } from '../../event-rows';

/** The filters in force as chips (the folded filter bar), worded in the active language. */
export function useFilterChips(
  filters: EventFilters,
  zone: string,
  view: RowView,
  problems: readonly FilterProblem[],
  labelOf: LabelOf,
) {
  const { i18n } = useTranslation('events');
  return useMemo(
    () =>
      filterChips({
        filters,
        zone,
        search: view.search,
        valueFilters: view.filters.map((filter) => filterText(filter, labelOf)),
        problems,
      }),
    // The chips are worded in the active language: a switch words them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters, zone, view, problems, labelOf, i18n.language],
  );
}
