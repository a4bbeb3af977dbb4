import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Box, Button, Stack, Typography, useMediaQuery } from '@mui/material';
import { Suspense, useCallback, useMemo, useRef, type ReactNode } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { EntityNamesNotice } from '../../entities';
import type { EventStore, Rows } from '../data/event-store';
import { FilterBar } from '../filter-bar/filter-bar';
import { EventsHistogram } from '../histogram/events-histogram';
import { layoutParam, widthOf, type EventKey } from '../filters/url-layout';
import { LiveControl } from '../live/live-control';
import { ColumnChooser } from '../table/column-chooser';
import { columnById } from '../table/columns';
import { EventsTable } from '../table/events-table';
import type { NameOf } from '../table/label-of';
import { useColumnLayout } from '../table/use-column-layout';
import { EventsSummary } from './events-summary';
import { ExportMenu } from './export-menu';
import { LoadStatus } from './load-status';
import { ReadReport } from './read-report';
import { Shortcuts } from './shortcuts';
import { RefreshButton, SearchField } from './toolbar-controls';
import { ColumnValuesMenu } from '../values/column-values-menu';
import { FilterChips } from '../values/filter-chips';
import { useValuesPanel } from '../values/use-values-panel';
import { ValuesPanel } from '../values/values-panel';
import { useEventsView } from './use-events-view';
import { useViewMode, ViewModeToggle } from './view-mode';

export { resolveZone } from './use-events-view';

/** What the page needs of a map; the route module passes the map feature in, so features stay apart. */
export interface EventsMapSlotProps {
  store: EventStore;
  rows: Rows;
  zone: string;
  fitKey: string;
  /** The selected event and its place among `rows` (-1: not among them). */
  selected: EventKey | null;
  selectedIndex: number;
  onSelect: (row: number) => void;
  /** The one way to link to an event's detail (region and zone choice included). */
  hrefOf: (event: { type: string; id: string; timeAt: number }) => string;
  /** The name of a vehicle, device, company or trip of the rows, once known (a new function when names arrive). */
  nameOf?: NameOf;
}

export function EventsPage({ renderMap }: { renderMap: (props: EventsMapSlotProps) => ReactNode }) {
  const page = useEventsView();
  const { store, rows, view, zone, region, url } = page;
  const { layout, toggle, move, resize, reset } = useColumnLayout(url.layout, url.setLayoutParam);
  const columns = useMemo(() => layout.order.flatMap((id) => columnById(id) ?? []), [layout.order]);
  const widths = useMemo(() => layout.order.map((id) => widthOf(layout, id)), [layout]);
  const [mode, setMode] = useViewMode(url.mode, url.setModeParam);
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const showTable = mode !== 'map';
  const showMap = mode === 'map' || (mode === 'both' && !narrow);
  const searchRef = useRef<HTMLInputElement>(null);
  const { select } = page;
  const selectRow = useCallback((row: number) => select(rows[row] as number), [select, rows]);
  const values = useValuesPanel();
  const valuesOf = {
    store,
    rows,
    labelOf: page.labelOf,
    filters: view.filters,
    onToggle: page.toggleFilter,
  };
  const viewLink = () => {
    const params = new URLSearchParams(url.params);
    params.set('cols', layoutParam(layout));
    params.set('mode', mode);
    return `${window.location.origin}${window.location.pathname}?${params.toString()}`;
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Events
      </Typography>
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
      <LoadStatus range={page.range} onConfirmLong={page.confirmLong} />
      <ReadReport report={store.report} showOutside={view.showOutside} onShowOutside={page.showOutside} />
      <EntityNamesNotice />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField value={view.search} onChange={page.search} inputRef={searchRef} />
        <EventsSummary
          shown={rows.length}
          stats={page.stats}
          loaded={store.rows.length + (view.showOutside ? store.outside.length : 0)}
          zone={zone}
        />
        <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center' }}>
          <LiveControl
            live={page.live}
            requested={url.live}
            canFollow={page.canFollow}
            zone={zone}
            onChange={page.setLive}
          />
          <RefreshButton onRefresh={page.refresh} />
          <ColumnChooser layout={layout} onToggle={toggle} onMove={move} onReset={reset} />
          <ExportMenu store={store} rows={rows} columns={columns} zone={zone} name={`events-${region.id}`} />
          <CopyButton text={viewLink} label="Copy link to this view" />
        </Stack>
      </Stack>
      <FilterChips
        facets={page.facets}
        filters={view.filters}
        labelOf={page.labelOf}
        onChange={page.setValueFilters}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button
          size="small"
          startIcon={<LeaderboardIcon />}
          aria-pressed={values.panel !== null}
          onClick={values.togglePanel}
        >
          Top values
        </Button>
        <ViewModeToggle mode={mode} onChange={setMode} narrow={narrow} />
      </Stack>
      <EventsHistogram store={store} rows={rows} window={page.window} zone={zone} onZoom={page.zoomTo} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            flex: '1 1 600px',
            minWidth: 0,
            gridTemplateColumns: showTable && showMap ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr',
          }}
        >
          {showTable && (
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
              selected={page.selected}
              selectedIndex={page.selectedIndex}
              onSelect={page.select}
              hrefOf={page.hrefOf}
              onOpen={page.openEvent}
              onAddConstraint={page.addConstraint}
              onResize={resize}
              onMove={move}
              onValuesMenu={values.openMenu}
              fresh={page.live.fresh}
              onScrolledDown={page.setScrolledDown}
            />
          )}
          {showMap && (
            <Suspense fallback={<Typography role="status">Loading the map…</Typography>}>
              {renderMap({
                store,
                rows,
                zone,
                fitKey: page.filtersKey,
                selected: page.selected,
                selectedIndex: page.selectedIndex,
                onSelect: selectRow,
                hrefOf: page.linkTo,
                nameOf: page.nameOf,
              })}
            </Suspense>
          )}
        </Box>
        {values.panel !== null && (
          <Box sx={{ flex: { xs: '1 1 100%', md: '0 0 340px' }, minWidth: 0 }}>
            <ValuesPanel
              column={values.panel}
              onColumn={values.showPanel}
              onClose={values.closePanel}
              {...valuesOf}
            />
          </Box>
        )}
      </Box>
      <ColumnValuesMenu
        target={values.menu}
        onClose={values.closeMenu}
        onOpenPanel={values.showPanel}
        {...valuesOf}
      />
      <Shortcuts search={searchRef} />
    </Stack>
  );
}
