import { QuickFilters } from '../top-values';
import { FilterBarSlot } from './page-slots';
import type { EventsPageState } from './use-events-page-state';

/**
 * The events page's full filter bar, and beneath it the quick filters (the values chosen in the table or
 * the top values): what opens under the header's "Edit filters".
 */
export function PageFilters({
  url,
  data,
  clock,
  rows: shown,
  changes,
  view,
}: Pick<EventsPageState, 'url' | 'data' | 'clock' | 'rows' | 'changes' | 'view'>) {
  return (
    <>
      <FilterBarSlot
        filters={url.filters}
        problems={data.problems}
        window={clock.window}
        zone={clock.zone}
        userZone={clock.userZone}
        seenTypes={shown.seenTypes}
        onChange={clock.changeFilters}
        onShift={changes.shiftWindow}
        area={url.view.area}
        onArea={view.setArea}
      />
      <QuickFilters
        facets={shown.facets}
        filters={url.view.filters}
        labelOf={shown.labelOf}
        onToggle={view.toggleFilter}
      />
    </>
  );
}
