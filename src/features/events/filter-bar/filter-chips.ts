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
 * constraints, zone, the include/exclude filters and the search. Problems first, so they are not missed.
 */
export function filterChips({
  filters,
  zone,
  search,
  valueFilters,
  problems,
}: {
  filters: EventFilters;
  zone: string;
  search: string;
  /** The include/exclude filters, worded ("Vehicle is Ute 12 (40010024)"). */
  valueFilters: readonly string[];
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
  valueFilters.forEach((label, i) => chips.push({ key: `value-${i}`, label }));
  if (search)
    chips.push({
      key: 'search',
      label: `Search: “${search.length > 24 ? `${search.slice(0, 24)}…` : search}”`,
    });
  return chips;
}
