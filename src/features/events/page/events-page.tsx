import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import type { EventStore, Rows } from '../data/event-store';
import { FilterBar } from '../filter-bar/filter-bar';
import { ColumnChooser } from '../table/column-chooser';
import { eventColumns } from '../table/columns';
import { EventsTable } from '../table/events-table';
import { useColumnChoice } from '../table/use-column-choice';
import { EventsSummary } from './events-summary';
import { ExportMenu } from './export-menu';
import { FacetChips } from './facet-chips';
import { LoadStatus } from './load-status';
import { ReadReport } from './read-report';
import { RefreshButton, SearchField } from './toolbar-controls';
import { useEventsView } from './use-events-view';
import { useViewMode, ViewModeToggle } from './view-mode';

export { resolveZone } from './use-events-view';

/** What the page needs of a map; the route module passes the map feature in, so features stay apart. */
export interface EventsMapSlotProps {
  store: EventStore;
  rows: Rows;
  regionId: string;
  zone: string;
  fitKey: string;
  selected: number | null;
  onSelect: (row: number) => void;
}

export function EventsPage({ renderMap }: { renderMap: (props: EventsMapSlotProps) => ReactNode }) {
  const page = useEventsView();
  const { store, rows, view, zone, region } = page;
  const { visible, toggle, reset } = useColumnChoice();
  const columns = useMemo(() => eventColumns.filter((c) => visible.includes(c.id)), [visible]);
  const [mode, setMode] = useViewMode();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const showTable = mode !== 'map';
  const showMap = mode === 'map' || (mode === 'both' && !narrow);
  const [selected, setSelected] = useState<number | null>(null);

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
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField value={view.search} onChange={page.search} />
        <EventsSummary
          shown={rows.length}
          stats={page.stats}
          loaded={store.rows.length + (view.showOutside ? store.outside.length : 0)}
          zone={zone}
        />
        <Stack direction="row" sx={{ ml: 'auto' }}>
          <RefreshButton onRefresh={page.refresh} />
          <ColumnChooser visible={visible} onToggle={toggle} onReset={reset} />
          <ExportMenu store={store} rows={rows} columns={columns} zone={zone} name={`events-${region.id}`} />
        </Stack>
      </Stack>
      <FacetChips facets={page.facets} types={view.types} actions={view.actions} onChange={page.patchView} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <ViewModeToggle mode={mode} onChange={setMode} narrow={narrow} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: showTable && showMap ? 'minmax(0, 3fr) minmax(0, 2fr)' : '1fr',
        }}
      >
        {showTable && (
          <EventsTable
            store={store}
            rows={rows}
            columns={columns}
            zone={zone}
            sort={view.sort}
            active={selected ?? 0}
            onActiveChange={setSelected}
            onSort={page.sortBy}
            onOpen={page.openEvent}
            onAddConstraint={page.addConstraint}
          />
        )}
        {showMap && (
          <Suspense fallback={<Typography role="status">Loading the map…</Typography>}>
            {renderMap({
              store,
              rows,
              regionId: region.id,
              zone,
              fitKey: page.filtersKey,
              selected,
              onSelect: setSelected,
            })}
          </Suspense>
        )}
      </Box>
    </Stack>
  );
}
