import { useMemo } from 'react';
import type { EventStore } from '../event-data';
import { useRowNames, valueLabelsWithNames } from '../event-rows';
import { type FilterProblem, type EventsUrl, useViewChanges } from '../event-url';
import { useFilterChips } from '../query-pages';
import { useHealthRows } from './use-health-rows';

/**
 * The events page's view on the health page: the events it keeps (the checks read only those), and every
 * filter in force as chips as on the events page, the view's search, include/exclude filters and area
 * among them, each removable, so no event is left out unseen.
 */
export function useHealthView(
  store: EventStore,
  url: EventsUrl,
  zone: string,
  problems: readonly FilterProblem[],
  clearConstraint: Parameters<typeof useFilterChips>[5]['clearConstraint'],
) {
  const { names } = useRowNames(store);
  const rows = useHealthRows(store, url.view, names);
  const changes = useViewChanges(url.patchView);
  const labelOf = useMemo(() => valueLabelsWithNames(names), [names]);
  const { chips, removeChip } = useFilterChips(url.filters, zone, url.view, problems, labelOf, {
    clearConstraint,
    setValueFilters: changes.setValueFilters,
    search: changes.search,
    setArea: changes.setArea,
  });
  return { rows, chips, removeChip, setArea: changes.setArea, labelOf, names };
}
