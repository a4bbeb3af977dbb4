import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { filterText } from '../../top-values';
import { filterChips, type FilterChip } from './filter-chips';
import { constraintKeys, type ConstraintKey } from '../../event-url';
import type { EventFilters, FilterProblem, GeoArea, RowView, ValueFilter } from '../../event-url';
import { eventColumns, type LabelOf } from '../../event-rows';

/** The column that shows a constraint's entity by name, if the rows carry its names (not a fleet's). */
const namedColumnOf = (key: ConstraintKey) =>
  eventColumns.find((column) => column.constraint === key && column.entity?.show === 'name');

/** What taking a chip off changes: a constraint's ids, the include/exclude filters, or the search. */
interface ChipRemovals {
  clearConstraint: (key: ConstraintKey) => void;
  setValueFilters: (filters: ValueFilter[]) => void;
  search: (text: string) => void;
  setArea: (area: GeoArea | null) => void;
}

/** The filters in force as chips (the folded filter bar), worded in the active language, and their removal. */
export function useFilterChips(
  filters: EventFilters,
  zone: string,
  view: RowView,
  problems: readonly FilterProblem[],
  labelOf: LabelOf,
  removals: ChipRemovals,
) {
  const { i18n } = useTranslation('events');
  const chips = useMemo(
    () =>
      filterChips({
        filters,
        zone,
        search: view.search,
        valueFilters: view.filters.map((filter) => filterText(filter, labelOf)),
        problems,
        area: view.area,
        areaUnreadable: view.areaUnreadable,
        idLabel: (key, id) => {
          const column = namedColumnOf(key);
          return column ? labelOf(column.id, String(id)) : String(id);
        },
      }),
    // The chips are worded in the active language: a switch words them again. The view's parts, not the
    // view: a sort leaves the chips (and the memoised summary showing them) as they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      filters,
      zone,
      view.search,
      view.filters,
      view.area,
      view.areaUnreadable,
      problems,
      labelOf,
      i18n.language,
    ],
  );
  const { clearConstraint, setValueFilters, search, setArea } = removals;
  const valueFilters = view.filters;
  const removeChip = useCallback(
    ({ key }: FilterChip) => {
      if (key === 'search') search('');
      else if (key === 'area') setArea(null);
      else if (key.startsWith('value-')) {
        const at = Number(key.slice('value-'.length));
        setValueFilters(valueFilters.filter((_, i) => i !== at));
      } else if ((constraintKeys as readonly string[]).includes(key)) clearConstraint(key as ConstraintKey);
    },
    [search, setValueFilters, clearConstraint, valueFilters, setArea],
  );
  return { chips, removeChip };
}
