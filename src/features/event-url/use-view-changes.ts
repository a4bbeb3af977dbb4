import { useCallback } from 'react';
import type { GeoArea } from './url-area';
import type { RowView, ViewPatch } from './url-view';
import { toggleValueFilter, type ValueFilter } from './value-filters';

/**
 * Changes to the table's view (in the URL): search, sort, events outside the window, value filters, area.
 * A toggle is worked out from the view as last written, not as last rendered: two quick clicks whose
 * renders have not come yet toggle twice.
 */
export function useViewChanges(patchView: (patch: ViewPatch) => void) {
  const search = useCallback((text: string) => patchView({ search: text }), [patchView]);
  const sortBy = useCallback((sort: RowView['sort']) => patchView({ sort }), [patchView]);
  const showOutside = useCallback((show: boolean) => patchView({ showOutside: show }), [patchView]);
  /** Include/exclude filters: replaced whole (chips), or one value toggled (top values, quick filters). */
  const setValueFilters = useCallback((next: ValueFilter[]) => patchView({ filters: next }), [patchView]);
  const toggleFilter = useCallback(
    (filter: ValueFilter) => patchView((view) => ({ filters: toggleValueFilter(view.filters, filter) })),
    [patchView],
  );
  /** The "who was here" area (null removes it, and an unreadable one with it). */
  const setArea = useCallback(
    (area: GeoArea | null) => patchView({ area, areaUnreadable: null }),
    [patchView],
  );
  return { search, sortBy, showOutside, setValueFilters, toggleFilter, setArea };
}
