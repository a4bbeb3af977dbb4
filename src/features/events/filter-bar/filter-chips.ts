import {
  constraintKeys,
  presetLabels,
  type EventFilters,
  type FilterProblem,
} from '../filters/event-filters';

export interface FilterChip {
  key: string;
  label: string;
  /** A filter problem: shown as an error. */
  problem?: boolean;
}

const constraintNames: Record<(typeof constraintKeys)[number], string> = {
  vehicleIds: 'Vehicles',
  deviceIds: 'Devices',
  fleetIds: 'Fleets',
  tripIds: 'Trips',
};

/** "a, b +3": the first few of a list and how many more. */
function firstFew(values: readonly (string | number)[], few = 2): string {
  const shown = values.slice(0, few).join(', ');
  return values.length > few ? `${shown} +${values.length - few}` : shown;
}

/**
 * The filters in force, one short chip each (what the folded filter bar shows): types, range,
 * constraints, zone, what the facets keep and the search. Problems first, so they are not missed.
 */
export function filterChips({
  filters,
  zone,
  search,
  facetTypes,
  facetActions,
  problems,
}: {
  filters: EventFilters;
  zone: string;
  search: string;
  facetTypes: readonly string[];
  facetActions: readonly string[];
  problems: readonly FilterProblem[];
}): FilterChip[] {
  const chips: FilterChip[] = problems.map((problem, i) => ({
    key: `problem-${i}`,
    label: problem.message,
    problem: true,
  }));
  chips.push({
    key: 'types',
    label: filters.types.length === 0 ? 'All types' : `Types: ${firstFew(filters.types, 3)}`,
  });
  const { range } = filters;
  chips.push({
    key: 'range',
    label:
      range.kind === 'preset'
        ? presetLabels[range.preset]
        : `${range.from.replace('T', ' ')} – ${range.to.replace('T', ' ')}`,
  });
  for (const key of constraintKeys) {
    const ids = filters.constraints[key];
    if (ids.length > 0) chips.push({ key, label: `${constraintNames[key]}: ${firstFew(ids)}` });
  }
  chips.push({ key: 'zone', label: zone });
  if (facetTypes.length > 0) chips.push({ key: 'facet-types', label: `Showing ${firstFew(facetTypes)}` });
  if (facetActions.length > 0)
    chips.push({ key: 'facet-actions', label: `Actions ${firstFew(facetActions)}` });
  if (search)
    chips.push({
      key: 'search',
      label: `Search: “${search.length > 24 ? `${search.slice(0, 24)}…` : search}”`,
    });
  return chips;
}
