import { useMemo } from 'react';
import { useSignedIn } from '../auth';
import { useEventsLive } from '../event-data';
import { searchTerms, useEventsPeriod, useEventsRows, useSelection } from '../event-rows';
import { useViewChanges } from '../event-url';
import { useQueryPageSource } from '../query-pages';
import { useEventLinks } from './use-event-links';
import { usePageCompare } from './use-page-compare';

/**
 * The events page's state, each piece with one owner, composed from focused hooks: the URL holds filters,
 * the table's view and the selection (`useEventsUrl`, `useSelection`); "now" and the window are
 * `useEventsWindow`'s; the days are React Query's (`useEventsData`); the rows are worked out from those
 * (`useEventsRows`). Components only render, each given what it shows.
 */
export function useEventsPageState() {
  const { region } = useSignedIn();
  const { url, clock, changes, preparer, data } = useQueryPageSource();
  const { store, range } = data;
  const loadKey = `${clock.window.from}-${clock.window.to}-${clock.filtersKey}`;
  // The page's view changes come after a paint (`patchViewAfterPaint`): a sort, a keystroke or a facet
  // click paints what it changed itself at once (the arrow, the letter, the pressed chip: the control's own
  // state), then the page and the rows worked out for it, in one render. Their 'rows-painted' mark is set
  // when the rows themselves are painted.
  const rows = useEventsRows(store, url.view, preparer.showing, loadKey, range.allLoaded);
  const selection = useSelection(url, store, rows.rows);
  const links = useEventLinks(store, region.id, url.filters.tz);
  const live = useEventsLive(url, clock, range, store, rows.rows, region.livePollSeconds);
  const view = useViewChanges(url.patchViewAfterPaint);
  // The overlaid period is searched as the window is, with the rows: its names only when a search reads them.
  const periodNames = searchTerms(url.view.search).length > 0 ? rows.names : undefined;
  const periodUrl = useMemo(
    () => ({ filters: url.filters, compare: url.compare, view: url.view }),
    [url.filters, url.compare, url.view],
  );
  const period = useEventsPeriod(periodUrl, clock, range, periodNames);
  const compare = usePageCompare(url, clock.window);
  return { region, url, clock, changes, data, rows, selection, links, live, view, period, compare };
}

/** The events page's state, as its parts read it. */
export type EventsPageState = ReturnType<typeof useEventsPageState>;
