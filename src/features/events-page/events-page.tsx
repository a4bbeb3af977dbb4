import { Box } from '@mui/material';
import { useCallback, useId, useRef, useState } from 'react';
import { EventCards, EventsTable, useColumnLayout, useDensity } from '../events-table';
import { EventsHistogram } from '../histogram';
import { ColumnValuesMenu, useValuesPanel } from '../top-values';
import { LoadProgress, useFilterChips } from '../query-pages';
import { useScreenSize } from '../../lib/screen-size';
import { EventsHeader } from './events-header';
import { EventsLayout } from './events-layout';
import { EventsToolbar } from './events-toolbar';
import { MapSlot, ReplayControllerSlot, SideSlot, useFilterBarAhead, useValuesMenuAhead } from './page-slots';
import { PageFilters } from './page-filters';
import { PageStatus } from './page-status';
import { Shortcuts } from './shortcuts';
import { useEventsPageState } from './use-events-page-state';
import { usePageReplay } from './use-page-replay';
import { useToolbarProps } from './use-toolbar-props';
import { vehicleEventsSearch } from './vehicle-links';
import { usePageLink } from './page-link';
import { useShownMode, ViewModeToggle } from './view-mode';

export function EventsPage() {
  const { period, compare, ...state } = useEventsPageState();
  const { region, url, clock, changes, data, rows: shown, selection, links, live, view } = state;
  const { store, range } = data;
  const { rows } = shown;
  const { zone } = clock;
  const columnLayout = useColumnLayout(url);
  const { layout, columns, widths, move, resize } = columnLayout;
  const { mode, setMode, narrow, shown: shownMode, showMap, showList } = useShownMode(url);
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
  const density = useDensity();
  const { params } = url;
  const pageLink = usePageLink(params, layout, mode);
  const { selectedIndex } = selection;
  const filtersWanted = useFilterBarAhead(allLoaded);
  const valuesWanted = useValuesMenuAhead();

  const phone = useScreenSize() === 'phone';
  // Folded on a phone until asked for: the events get the screen. Not in the URL (layout never is).
  const [histogramOpen, setHistogramOpen] = useState(false);
  const toggleHistogram = useCallback(() => setHistogramOpen((open) => !open), []);
  const histogramId = useId();
  const progress = <LoadProgress range={range} />;
  const toolbar = useToolbarProps(state, {
    searchRef,
    columns: columnLayout,
    density,
    pageLink,
    topValues: { open: values.panel !== null, onToggle: values.togglePanel },
    onStartReplay: startReplay,
  });
  const tableData = { store, rows, names: shown.names, zone, viewKey: shown.viewKey };
  const tableSelection = {
    selected: selection.selected,
    selectedIndex,
    onSelectGlobal: selection.selectGlobal,
    hrefOfGlobal: links.hrefOfGlobal,
    onOpenGlobal: links.openGlobal,
  };

  return (
    <EventsLayout
      mode={shownMode}
      phoneMap={phone ? { progress, onList: showList } : undefined}
      header={
        <EventsHeader
          phone={phone}
          chips={chips}
          onRemoveChip={removeChip}
          onShift={changes.shiftWindow}
          progress={progress}
          problems={data.problems.length > 0}
          onBarWanted={filtersWanted}
          end={<ViewModeToggle mode={mode} onChange={setMode} narrow={narrow} compact />}
          actions={<EventsToolbar {...toolbar} only="actions" />}
          histogram={{ open: histogramOpen, onToggle: toggleHistogram, controls: histogramId }}
          filters={<PageFilters {...state} />}
        />
      }
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
      toolbar={<EventsToolbar {...toolbar} only={phone ? 'summary' : undefined} />}
      aboveTable={
        (!phone || histogramOpen) && (
          <Box id={histogramId}>
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
          </Box>
        )
      }
      table={
        phone ? (
          <EventCards data={tableData} selection={tableSelection} />
        ) : (
          <EventsTable
            data={tableData}
            columns={{
              columns,
              widths,
              onResize: resize,
              onMove: move,
              onValuesMenu: values.openMenu,
              onValuesWanted: valuesWanted,
            }}
            sort={url.view.sort}
            onSort={view.sortBy}
            selection={tableSelection}
            onAddConstraint={changes.addConstraint}
            live={{ fresh: live.status.fresh, onScrolledDown: live.setScrolledDown }}
            density={density[0]}
          />
        )
      }
      map={
        <MapSlot
          shown={{
            store,
            rows,
            unordered: shown.unordered,
            zone,
            fitKey: clock.filtersKey,
            nameOf: shown.nameOf,
          }}
          selection={{ selectedIndex, onSelectRow: selection.selectRow, hrefOfEvent: links.hrefOfEvent }}
          replay={replay.slot}
          onReplay={startReplay}
          area={url.view.area}
          onArea={view.setArea}
          compact={phone}
        />
      }
      replay={
        replay.asked && (
          <ReplayControllerSlot
            store={store}
            url={url.replay}
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
