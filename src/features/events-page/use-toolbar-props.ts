import { useMemo, type ComponentProps } from 'react';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { useSameArray } from '../../lib/use-same-array';
import type { EventsToolbar } from './events-toolbar';
import type { EventsPageState } from './use-events-page-state';
import { filteredVehicles } from './vehicle-links';

type PageState = Pick<
  EventsPageState,
  'region' | 'url' | 'clock' | 'data' | 'rows' | 'selection' | 'live' | 'view'
>;
type ToolbarProps = ComponentProps<typeof EventsToolbar>;

/** What the toolbar is given that is the page's own (its layout, refs and panels), not its state's. */
export interface ToolbarPageParts extends Pick<
  ToolbarProps,
  'columns' | 'density' | 'pageLink' | 'topValues'
> {
  searchRef: ToolbarProps['search']['ref'];
  onStartReplay: ToolbarProps['replay']['onStart'];
}

/** The toolbar's props, read from the page's state: the search, what is shown, live follow and replay. */
export function useToolbarProps(
  { region, url, clock, data, rows: shown, selection, live, view }: PageState,
  page: ToolbarPageParts,
): ToolbarProps {
  const { store } = data;
  const { rows } = shown;
  const rowsNow = useLatestCallback(() => rows);
  // The same array while the vehicles are: a sort or a keystroke leaves the replay menu alone.
  const vehicles = useSameArray(
    useMemo(() => filteredVehicles(url.filters, url.view), [url.filters, url.view]),
  );
  const { selectedIndex } = selection;
  return {
    search: { ref: page.searchRef, text: url.view.search, onChange: view.search },
    shown: {
      store,
      rows,
      rowsNow,
      stats: shown.stats,
      loaded: store.rows.length + (url.view.showOutside ? store.outside.length : 0),
      zone: clock.zone,
    },
    live: {
      status: live.status,
      requested: url.live,
      canFollow: clock.canFollow,
      onChange: live.setLive,
      onRefresh: data.refresh,
    },
    replay: {
      selectedGlobal: selectedIndex >= 0 ? rows[selectedIndex] : undefined,
      vehicles,
      onStart: page.onStartReplay,
    },
    columns: page.columns,
    density: page.density,
    exportName: `events-${region.id}`,
    pageLink: page.pageLink,
    topValues: page.topValues,
  };
}
