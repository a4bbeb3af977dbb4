import { i18n } from '../../../i18n/i18n';
import { formatNumber } from '../../../i18n/format';
import {
  areaParam,
  constraintKeys,
  type ConstraintKey,
  type EventFilters,
  type FilterProblem,
  type GeoArea,
  problemText,
} from '../../event-url';

export interface FilterChip {
  key: string;
  /**
   * What the chip says, worded when it is called: the chips are made once per filter change, the words
   * at each render, so a language switch rewords them.
   */
  label: () => string;
  /** A filter problem: shown as an error. */
  problem?: boolean;
  /** The chip can go on its own (ids, an include/exclude filter, the search): its key says which. */
  removable?: boolean;
}

/** "a, b +3": the first few of a list and how many more. */
function firstFew(values: readonly (string | number)[], few = 2): string {
  const shown = values.slice(0, few).join(', ');
  return values.length > few ? `${shown} +${formatNumber(values.length - few)}` : shown;
}

/**
 * The filters in force, one short chip each (what the folded filter bar shows): types, range,
 * constraints, zone, the include/exclude filters and the search. Problems first, so they are not missed.
 */
export function filterChips({
  filters,
  zone,
  search,
  valueFilters,
  problems,
  area = null,
  areaUnreadable = null,
  idLabel = (_key, id) => String(id),
}: {
  filters: EventFilters;
  zone: string;
  search: string;
  /** The include/exclude filters, worded ("Vehicle is Ute 12 (40010024)"). */
  valueFilters: readonly string[];
  problems: readonly FilterProblem[];
  /** The "who was here" area, or the `area` text that could not be read (a problem, removable). */
  area?: GeoArea | null;
  areaUnreadable?: string | null;
  /**
   * One id of a constraint as the chip shows it: "Ute 12 (40010024)" once the name is known. A trip's id
   * alone says nothing to a person who clicked its name in the table.
   */
  idLabel?: (key: ConstraintKey, id: number) => string;
}): FilterChip[] {
  const chips: FilterChip[] = problems.map((problem, i) => ({
    key: `problem-${i}`,
    label: () => problemText(problem),
    problem: true,
  }));
  if (areaUnreadable !== null)
    chips.push({
      key: 'area',
      label: () => i18n.t('filters:chips.areaUnreadable', { value: areaUnreadable }),
      problem: true,
      removable: true,
    });
  const { types, range } = filters;
  chips.push({
    key: 'types',
    label: () =>
      types.length === 0
        ? i18n.t('filters:chips.allTypes')
        : i18n.t('filters:chips.types', { types: firstFew(types, 3) }),
  });
  chips.push({
    key: 'range',
    // A custom range as the URL and the From/To fields write it: wall-clock times in the filter's zone.
    label: () =>
      range.kind === 'preset'
        ? i18n.t(`filters:presets.${range.preset}`)
        : `${range.from.replace('T', ' ')} – ${range.to.replace('T', ' ')}`,
  });
  for (const key of constraintKeys) {
    const ids = filters.constraints[key];
    if (ids.length > 0)
      chips.push({
        key,
        label: () =>
          i18n.t(`filters:chips.constraints.${key}`, {
            ids: firstFew(ids.map((id) => idLabel(key, id))),
          }),
        removable: true,
      });
  }
  chips.push({ key: 'zone', label: () => zone });
  valueFilters.forEach((label, i) => chips.push({ key: `value-${i}`, label: () => label, removable: true }));
  if (area)
    chips.push({
      key: 'area',
      label: () => i18n.t('filters:chips.area', { area: areaParam(area).replaceAll(',', ', ') }),
      removable: true,
    });
  if (search) {
    const shown = search.length > 24 ? `${search.slice(0, 24)}…` : search;
    chips.push({
      key: 'search',
      label: () => i18n.t('filters:chips.search', { search: shown }),
      removable: true,
    });
  }
  return chips;
}
