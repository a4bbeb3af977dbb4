import { Typography, useMediaQuery } from '@mui/material';
import { lazy, Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityNamesNotice } from '../../entities';
import type { EventStore, Rows } from '../data/event-store';
import { filterChips } from '../filter-bar/filter-chips';
import { FilterBar } from '../filter-bar/filter-bar';
import { FilterSummary } from '../filter-bar/filter-summary';
import type { EventKey } from '../filters/url-layout';
import type { ReplayTarget } from '../filters/url-replay';
import { EventsHistogram } from '../histogram/events-histogram';
import type { ReplaySlot } from '../replay/replay-slot';
import { useReplay } from '../replay/use-replay';
import { useReplayOptions } from '../replay/use-replay-options';
import { EventsTable } from '../table/events-table';
import type { NameOf } from '../table/label-of';
import { useColumnLayout } from '../table/use-column-layout';
import { EventsLayout } from './events-layout';
import { EventsToolbar } from './events-toolbar';
import { LoadStatus } from './load-status';
import { ReadReport } from './read-report';
import { Shortcuts } from './shortcuts';
import { ColumnValuesMenu } from '../values/column-values-menu';
import { FilterChips, filterText } from '../values/filter-chips';
import { useValuesPanel } from '../values/use-values-panel';
import { ValuesPanel } from '../values/values-panel';
import { useEventsView } from './use-events-view';
import { viewLinkOf } from './view-link';
import { useViewMode } from './view-mode';

export { resolveZone } from './use-events-view';

// Its slider, switches and summary load only when a replay is shown.
const ReplayPanel = lazy(() => import('../replay/replay-panel').then((m) => ({ default: m.ReplayPanel })));

/** What the page needs of a map; the route module passes the map feature in, so features stay apart. */
export interface EventsMapSlotProps {
  /** Shown while the map's code loads. */
  fallback: ReactNode;
  store: EventStore;
  rows: Rows;
  zone: string;
  fitKey: string;
  /** The selected event and its place among `rows` (-1: not among them). */
  selected: EventKey | null;
  selectedIndex: number;
  /** Selects the event at `rowIndex` among `rows`. */
  onSelectRow: (rowIndex: number) => void;
  /** The one way to link to an event's detail (region and zone choice included). */
  hrefOfEvent: (event: { type: string; id: string; timeAt: number }) => string;
  /** The vehicle or trip being replayed, if any; the map draws its path and moving marker. */
  replay: ReplaySlot | null;
  /** Start replaying a vehicle (or trip): a point's popup offers it. */
  onReplay: (target: ReplayTarget) => void;
  /** The name of a vehicle, device, company or trip of the rows, once known (a new function when names arrive). */
  nameOf?: NameOf;
}

export function EventsPage({ renderMap }: { renderMap: (props: EventsMapSlotProps) => ReactNode }) {
  const { t, i18n } = useTranslation('events');
  const page = useEventsView();
  const { store, rows, view, zone, region, url } = page;
  const { layout, columns, widths, toggle, move, resize, reset } = useColumnLayout(url);
  const [mode, setMode] = useViewMode(url);
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const shown = mode === 'both' && narrow ? 'table' : mode;
  const searchRef = useRef<HTMLInputElement>(null);
  const { allLoaded } = page;
  const replayOptions = useReplayOptions();
  const replay = useReplay(store, url, page.selection, replayOptions, !allLoaded);
  const { start } = replay;
  const showMap = useCallback(() => setMode(narrow ? 'map' : 'both'), [setMode, narrow]);
  /** The one way to start a replay (a popup, the menu, a "Vehicle" list): the map comes with it. */
  const startReplay = useCallback(
    (target: ReplayTarget) => {
      start(target);
      if (shown === 'table') showMap();
    },
    [start, shown, showMap],
  );
  const values = useValuesPanel();
  const valuesOf = {
    store,
    rows,
    labelOf: page.labelOf,
    filters: view.filters,
    onToggle: page.toggleFilter,
  };
  const { filters, problems, labelOf } = page;
  const chips = useMemo(
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
  const { params } = url;
  const viewLink = useCallback(
    () => viewLinkOf(window.location, params, layout, mode),
    [params, layout, mode],
  );
  const { selectedIndex } = page.selection;
  const mapLoading = <Typography role="status">{t('page.loadingMap')}</Typography>;

  return (
    <EventsLayout
      mode={shown}
      title={
        <Typography variant={shown === 'table' ? 'h5' : 'h6'} component="h1" sx={{ flexShrink: 0 }}>
          {t('page.title')}
        </Typography>
      }
      filters={
        <FilterBar
          filters={page.filters}
          problems={page.problems}
          window={page.window}
          zone={zone}
          userZone={page.userZone}
          seenTypes={page.seenTypes}
          onChange={page.changeFilters}
          onShift={page.shiftWindow}
        />
      }
      filterSummary={<FilterSummary chips={chips} />}
      filtersOpen={page.problems.length > 0}
      status={
        <>
          <LoadStatus range={page.range} onConfirmLong={page.confirmLong} reserveSpace={shown === 'table'} />
          <ReadReport report={store.report} showOutside={view.showOutside} onShowOutside={page.showOutside} />
          <EntityNamesNotice />
        </>
      }
      toolbar={
        <EventsToolbar
          compact={shown !== 'table'}
          searchRef={searchRef}
          search={view.search}
          onSearch={page.search}
          store={store}
          rows={rows}
          stats={page.stats}
          loaded={store.rows.length + (view.showOutside ? store.outside.length : 0)}
          zone={zone}
          live={page.live}
          liveRequested={url.live}
          canFollow={page.canFollow}
          onLive={page.setLive}
          onRefresh={page.refresh}
          selectedGlobal={selectedIndex >= 0 ? rows[selectedIndex] : undefined}
          onStartReplay={startReplay}
          columns={columns}
          layout={layout}
          onToggleColumn={toggle}
          onMoveColumn={move}
          onResetColumns={reset}
          exportName={`events-${region.id}`}
          viewLink={viewLink}
          mode={mode}
          onMode={setMode}
          narrow={narrow}
          topValuesOpen={values.panel !== null}
          onTopValues={values.togglePanel}
        />
      }
      facets={
        <FilterChips
          facets={page.facets}
          filters={view.filters}
          labelOf={page.labelOf}
          onChange={page.setValueFilters}
        />
      }
      aboveTable={
        <EventsHistogram
          store={store}
          rows={page.unordered}
          window={page.window}
          zone={zone}
          onZoom={page.zoomTo}
        />
      }
      table={
        <EventsTable
          store={store}
          rows={rows}
          columns={columns}
          widths={widths}
          zone={zone}
          names={page.names}
          sort={view.sort}
          onSort={page.sortBy}
          viewKey={page.viewKey}
          selected={page.selection.selected}
          selectedIndex={page.selection.selectedIndex}
          onSelectGlobal={page.selection.selectGlobal}
          hrefOfGlobal={page.hrefOfGlobal}
          onOpenGlobal={page.openGlobal}
          onAddConstraint={page.addConstraint}
          onResize={resize}
          onMove={move}
          onValuesMenu={values.openMenu}
          fresh={page.live.fresh}
          onScrolledDown={page.setScrolledDown}
        />
      }
      map={
        <Suspense fallback={mapLoading}>
          {renderMap({
            fallback: mapLoading,
            store,
            rows,
            zone,
            fitKey: page.filtersKey,
            selected: page.selection.selected,
            selectedIndex: page.selection.selectedIndex,
            onSelectRow: page.selection.selectRow,
            hrefOfEvent: page.hrefOfEvent,
            replay: replay.slot,
            onReplay: startReplay,
            nameOf: page.nameOf,
          })}
        </Suspense>
      }
      replay={
        (replay.target || replay.unreadable !== null) && (
          <Suspense fallback={<Typography role="status">{t('page.loadingReplay')}</Typography>}>
            <ReplayPanel
              replay={replay}
              options={replayOptions}
              zone={zone}
              odometerUnit={region.odometerUnit}
              loading={!allLoaded}
              onShowMap={shown === 'table' ? showMap : undefined}
            />
          </Suspense>
        )
      }
      side={
        values.panel !== null && (
          <ValuesPanel
            column={values.panel}
            onColumn={values.showPanel}
            onClose={values.closePanel}
            {...valuesOf}
          />
        )
      }
      extras={
        <>
          <ColumnValuesMenu
            target={values.menu}
            onClose={values.closeMenu}
            onOpenPanel={values.showPanel}
            {...valuesOf}
          />
          <Shortcuts search={searchRef} />
        </>
      }
    />
  );
}
