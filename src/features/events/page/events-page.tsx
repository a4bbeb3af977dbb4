import { Typography } from '@mui/material';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EventsTable, useColumnLayout, useDensity } from '../../events-table';
import { EventsHistogram } from '../../histogram';
import { ColumnValuesMenu, QuickFilters, useValuesPanel } from '../../top-values';
import { FilterSummary } from '../filter-bar/filter-summary';
import { EventsLayout } from './events-layout';
import { EventsToolbar } from './events-toolbar';
import { LoadProgress } from './load-progress';
import { FilterBarSlot, MapSlot, ReplayControllerSlot, SideSlot, useFilterBarAhead } from './page-slots';
import { PageStatus } from './page-status';
import { Shortcuts } from './shortcuts';
import { useEventsView } from './use-events-view';
import { useFilterChips } from './use-filter-chips';
import { usePageReplay } from './use-page-replay';
import { filteredVehicles, vehicleEventsSearch } from './vehicle-links';
import { useViewLink } from './view-link';
import { useShownMode, ViewModeToggle } from './view-mode';

export function EventsPage() {
  const { t } = useTranslation('events');
  const { period, compare, ...state } = useEventsView();
  const { region, url, clock, changes, data, rows: shown, selection, links, live, view } = state;
  const { store, range } = data;
  const { rows } = shown;
  const { zone } = clock;
  const { layout, columns, widths, toggle, move, resize, reset } = useColumnLayout(url);
  const { mode, setMode, narrow, shown: shownMode, showMap } = useShownMode(url);
  const searchRef = useRef<HTMLInputElement>(null);
  const allLoaded = range.allLoaded;
  const modes = { shown: shownMode, showMap };
  const replay = usePageReplay(url, modes);
  const { startReplay } = replay;
  const values = useValuesPanel();
  const valuesOf = {
    store,
    rows,
    labelOf: shown.labelOf,
    filters: url.view.filters,
    onToggle: view.toggleFilter,
  };
  const { chips, removeChip } = useFilterChips(url.filters, zone, url.view, data.problems, shown.labelOf, {
    clearConstraint: changes.clearConstraint,
    setValueFilters: view.setValueFilters,
    search: view.search,
    setArea: view.setArea,
  });
  const replayVehicles = useMemo(() => filteredVehicles(url.filters, url.view), [url.filters, url.view]);
  const [density, setDensity] = useDensity();
  const { params } = url;
  const viewLink = useViewLink(params, layout, mode);
  const { selectedIndex } = selection;
  const filtersWanted = useFilterBarAhead(allLoaded);

  return (
    <EventsLayout
      mode={shownMode}
      title={
        <Typography variant="h6" component="h1" sx={{ flexShrink: 0 }}>
          {t('page.title')}
        </Typography>
      }
      filters={
        <FilterBarSlot
          filters={url.filters}
          problems={data.problems}
          window={clock.window}
          zone={zone}
          userZone={clock.userZone}
          seenTypes={shown.seenTypes}
          onChange={clock.changeFilters}
          onShift={changes.shiftWindow}
          area={url.view.area}
          onArea={view.setArea}
        />
      }
      onFiltersWanted={filtersWanted}
      filterSummary={({ open, openBar }) => (
        <FilterSummary
          chips={chips}
          barOpen={open}
          onOpenBar={openBar}
          onRemove={removeChip}
          onShift={changes.shiftWindow}
        />
      )}
      filtersOpen={data.problems.length > 0}
      progress={<LoadProgress range={range} />}
      viewSwitch={<ViewModeToggle mode={mode} onChange={setMode} narrow={narrow} compact />}
      status={
        <PageStatus
          range={range}
          onConfirmLong={data.confirmLong}
          compareUnreadable={compare.unreadable}
          report={store.report}
          showOutside={url.view.showOutside}
          onShowOutside={view.showOutside}
        />
      }
      toolbar={
        <EventsToolbar
          searchRef={searchRef}
          search={url.view.search}
          onSearch={view.search}
          store={store}
          rows={rows}
          stats={shown.stats}
          loaded={store.rows.length + (url.view.showOutside ? store.outside.length : 0)}
          zone={zone}
          live={live.status}
          liveRequested={url.live}
          canFollow={clock.canFollow}
          onLive={live.setLive}
          onRefresh={data.refresh}
          selectedGlobal={selectedIndex >= 0 ? rows[selectedIndex] : undefined}
          onStartReplay={startReplay}
          replayVehicles={replayVehicles}
          columns={columns}
          layout={layout}
          onToggleColumn={toggle}
          onMoveColumn={move}
          onResetColumns={reset}
          exportName={`events-${region.id}`}
          viewLink={viewLink}
          topValuesOpen={values.panel !== null}
          onTopValues={values.togglePanel}
          density={density}
          onDensity={setDensity}
        />
      }
      facets={
        <QuickFilters
          facets={shown.facets}
          filters={url.view.filters}
          labelOf={shown.labelOf}
          onChange={view.setValueFilters}
        />
      }
      aboveTable={
        <EventsHistogram
          store={store}
          rows={shown.unordered}
          window={clock.window}
          zone={zone}
          onZoom={changes.zoomTo}
          onCompare={compare.open}
          onCompareFiltered={compare.openFiltered}
          compared={compare.range}
          vs={compare.vs}
          onPeriod={compare.setPeriod}
          period={period}
        />
      }
      table={
        <EventsTable
          store={store}
          rows={rows}
          columns={columns}
          widths={widths}
          zone={zone}
          names={shown.names}
          sort={url.view.sort}
          onSort={view.sortBy}
          viewKey={shown.viewKey}
          selected={selection.selected}
          selectedIndex={selectedIndex}
          onSelectGlobal={selection.selectGlobal}
          hrefOfGlobal={links.hrefOfGlobal}
          onOpenGlobal={links.openGlobal}
          onAddConstraint={changes.addConstraint}
          onResize={resize}
          onMove={move}
          onValuesMenu={values.openMenu}
          fresh={live.status.fresh}
          onScrolledDown={live.setScrolledDown}
          density={density}
        />
      }
      map={
        <MapSlot
          store={store}
          rows={rows}
          zone={zone}
          fitKey={clock.filtersKey}
          selected={selection.selected}
          selectedIndex={selectedIndex}
          onSelectRow={selection.selectRow}
          hrefOfEvent={links.hrefOfEvent}
          replay={replay.slot}
          onReplay={startReplay}
          nameOf={shown.nameOf}
          area={url.view.area}
          onArea={view.setArea}
        />
      }
      replay={
        replay.asked && (
          <ReplayControllerSlot
            store={store}
            url={url}
            selection={selection}
            onSlot={replay.setSlot}
            options={replay.options}
            zone={zone}
            odometerUnit={region.odometerUnit}
            loading={!allLoaded}
            onShowMap={shownMode === 'table' ? showMap : undefined}
          />
        )
      }
      side={
        (compare.shown || url.view.area || values.panel !== null) && (
          <SideSlot
            area={url.view.area}
            panel={values.panel}
            valuesOf={valuesOf}
            onColumn={values.showPanel}
            onClosePanel={values.closePanel}
            compare={compare}
            zone={zone}
            rows={shown.unordered}
            loading={!allLoaded}
            eventsHref={(id) => vehicleEventsSearch(params, url.view, id)}
            onReplay={startReplay}
            onCloseArea={() => view.setArea(null)}
          />
        )
      }
      extras={
        <>
          {values.menu && (
            <ColumnValuesMenu
              fallback={null}
              target={values.menu}
              onClose={values.closeMenu}
              onOpenPanel={values.showPanel}
              {...valuesOf}
            />
          )}
          <Shortcuts search={searchRef} />
        </>
      }
    />
  );
}
