import { Box, Stack, Typography, useMediaQuery } from '@mui/material';
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { browserZone } from '../../../lib/time-zones';
import { useSignedIn } from '../../auth';
import type { FleetEvent } from '../api/event-schema';
import { apiFilterProblems } from '../data/api-filter-problems';
import { useEventsRange } from '../data/use-events-range';
import { FilterBar } from '../filter-bar/filter-bar';
import type { ConstraintKey, ZoneChoice } from '../filters/event-filters';
import { resolveWindow, shiftRange } from '../filters/resolve-window';
import { serializeFilters } from '../filters/url-filters';
import { ColumnChooser } from '../table/column-chooser';
import { eventColumns } from '../table/columns';
import { deriveRows, type RowView } from '../table/derive-rows';
import { warmSearch } from '../table/search-index';
import { EventsTable } from '../table/events-table';
import { useColumnChoice } from '../table/use-column-choice';
import { EventsSummary } from './events-summary';
import { ExportMenu } from './export-menu';
import { FacetChips } from './facet-chips';
import { LoadStatus } from './load-status';
import { RefreshButton, SearchField } from './toolbar-controls';
import { useEventsUrl } from './use-events-url';
import { useLoadMarks } from './use-load-marks';
import { useViewMode, ViewModeToggle } from './view-mode';

export function resolveZone(choice: ZoneChoice, userZone: string | undefined): string {
  if (choice === 'user') return userZone ?? browserZone();
  if (choice === 'browser') return browserZone();
  return choice;
}

/** What the page needs of a map; the route module passes the map feature in, so features stay apart. */
export interface EventsMapSlotProps {
  rows: readonly FleetEvent[];
  regionId: string;
  zone: string;
  fitKey: string;
  selected: number | null;
  onSelect: (row: number) => void;
}

export function EventsPage({ renderMap }: { renderMap: (props: EventsMapSlotProps) => ReactNode }) {
  const { region, session } = useSignedIn();
  const navigate = useNavigate();
  const { filters, problems, view, setFilters, patchView } = useEventsUrl();
  const userZone = session.kind === 'oidc' ? session.user.timeZone : undefined;
  const zone = resolveZone(filters.tz, userZone);
  // "Now" is taken when the page opens, the filters change or the user refreshes, so the window (and
  // the cache keys) do not drift on every render.
  const [now, setNow] = useState(() => Date.now());
  const window = useMemo(() => resolveWindow(filters.range, zone, now), [filters.range, zone, now]);
  const changeFilters = useCallback(
    (next: typeof filters) => {
      setNow(Date.now());
      setFilters(next);
    },
    [setFilters],
  );
  const shiftWindow = useCallback(
    (direction: -1 | 1) =>
      changeFilters({ ...filters, range: shiftRange(filters.range, direction, zone, now) }),
    [changeFilters, filters, zone, now],
  );

  const filtersKey = useMemo(() => serializeFilters(filters).toString(), [filters]);
  // A very long window waits for a click; the click holds for these filters only.
  const [confirmedLong, setConfirmedLong] = useState<string | null>(null);
  const range = useEventsRange(filters, window, now, confirmedLong === filtersKey);
  const allProblems = useMemo(
    () => [
      ...problems,
      ...apiFilterProblems(
        range.days.map((day) => day.error),
        region.constraintParams,
      ),
    ],
    [problems, range.days, region.constraintParams],
  );
  const allLoaded = range.days.every((day) => day.status !== 'pending');
  // Worked out in the same render as the keystroke or click, not deferred: it takes tens of milliseconds
  // at 100k rows, and a deferred render spread over several frames took longer in all than doing it once.
  const { rows, facets, stats } = useMemo(
    () => deriveRows(range.merged.list, view),
    [range.merged.list, view],
  );
  // Search text is made while days arrive, between them; the index is joined once every day is in.
  useEffect(() => {
    const controller = new AbortController();
    warmSearch(range.merged.list, controller.signal, { complete: allLoaded });
    return () => controller.abort();
  }, [range.merged.list, allLoaded]);
  const { visible, toggle, reset } = useColumnChoice();
  const columns = useMemo(() => eventColumns.filter((c) => visible.includes(c.id)), [visible]);
  const [mode, setMode] = useViewMode();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const showTable = mode !== 'map';
  const showMap = mode === 'map' || (mode === 'both' && !narrow);
  const [selected, setSelected] = useState<number | null>(null);
  useLoadMarks(`${window.from}-${window.to}-${filtersKey}`, rows.length, allLoaded);
  // The same list while the same types are seen, so a keystroke does not re-render the filter bar.
  const seenKey = [...facets.types.keys()].join('\n');
  const seenTypes = useMemo(() => (seenKey ? seenKey.split('\n') : []), [seenKey]);
  const confirmLong = useCallback(() => setConfirmedLong(filtersKey), [filtersKey]);
  // Stable, so the memoised parts of the page (table rows, toolbar) skip renders that do not touch them.
  const search = useCallback((text: string) => patchView({ search: text }), [patchView]);
  const sortBy = useCallback((sort: RowView['sort']) => patchView({ sort }), [patchView]);
  const { refetchAll } = range;
  const refresh = useCallback(() => {
    setNow(Date.now());
    refetchAll();
  }, [refetchAll]);
  const openEvent = useCallback(
    (event: FleetEvent) =>
      void navigate(`${paths.eventDetail(region.id, event.type, event.id)}?at=${event.timeAt}`),
    [navigate, region.id],
  );
  const addConstraint = useCallback(
    (key: ConstraintKey, id: number) =>
      changeFilters({
        ...filters,
        constraints: { ...filters.constraints, [key]: [...new Set([...filters.constraints[key], id])] },
      }),
    [changeFilters, filters],
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        Events
      </Typography>
      <FilterBar
        filters={filters}
        problems={allProblems}
        window={window}
        zone={zone}
        userZone={userZone}
        seenTypes={seenTypes}
        onChange={changeFilters}
        onShift={shiftWindow}
      />
      <LoadStatus range={range} onConfirmLong={confirmLong} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField value={view.search} onChange={search} />
        <EventsSummary shown={rows.length} stats={stats} loaded={range.merged.list.length} zone={zone} />
        <Stack direction="row" sx={{ ml: 'auto' }}>
          <RefreshButton onRefresh={refresh} />
          <ColumnChooser visible={visible} onToggle={toggle} onReset={reset} />
          <ExportMenu rows={rows} columns={columns} zone={zone} name={`events-${region.id}`} />
        </Stack>
      </Stack>
      <FacetChips facets={facets} types={view.types} actions={view.actions} onChange={patchView} />
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
            rows={rows}
            columns={columns}
            zone={zone}
            sort={view.sort}
            active={selected ?? 0}
            onActiveChange={setSelected}
            onSort={sortBy}
            onOpen={openEvent}
            onAddConstraint={addConstraint}
          />
        )}
        {showMap && (
          <Suspense fallback={<Typography role="status">Loading the map…</Typography>}>
            {renderMap({
              rows,
              regionId: region.id,
              zone,
              fitKey: filtersKey,
              selected,
              onSelect: setSelected,
            })}
          </Suspense>
        )}
      </Box>
    </Stack>
  );
}
