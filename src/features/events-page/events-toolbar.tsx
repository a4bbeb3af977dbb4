import { Box, Stack } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import type { EventStore, Rows, LiveFollow } from '../event-data';
import type { ColumnLayout, ReplayTarget } from '../event-url';
import { LiveControl } from './live/live-control';
import { ReplayMenu } from '../replay';
import { ColumnChooser, DensityToggle, type Density } from '../events-table';
import type { EventColumn, RowStats } from '../event-rows';
import { EventsSummary } from './events-summary';
import { ExportMenu } from '../query-pages';
import { RefreshButton, SearchField, TopValuesButton } from './toolbar-controls';

/** What the rows are and what they add up to: the summary, the export and the replay menu read them. */
export interface ToolbarRows {
  store: EventStore;
  /** The rows shown (global store indices), and what they add up to. */
  rows: Rows;
  /** The rows shown as of now, read when asked (an export starting). */
  rowsNow: () => Rows;
  stats: RowStats;
  /** How many events are loaded (those outside the window too, when shown). */
  loaded: number;
  zone: string;
}

export interface ToolbarLive {
  status: LiveFollow;
  /** Live follow is asked for (`live=1`); `canFollow`: the window allows it. */
  requested: boolean;
  canFollow: boolean;
  onChange: (on: boolean) => void;
  onRefresh: () => void;
}

export interface ToolbarReplay {
  /** The selected event's global store index, when it is among the rows: the menu offers its vehicle. */
  selectedGlobal: number | undefined;
  /** The vehicles the rows are filtered to: "Replay these". */
  vehicles: readonly number[];
  onStart: (target: ReplayTarget, at?: number) => void;
}

export interface ToolbarColumns {
  columns: readonly EventColumn[];
  layout: ColumnLayout;
  toggle: (id: string) => void;
  move: (id: string, to: number) => void;
  reset: () => void;
}

/**
 * Search, what is shown and the page's actions, on one line so the results get the height: the summary
 * takes two short lines at most (whole in its tooltip) and the longer labels are shortened.
 */
export function EventsToolbar({
  search,
  shown,
  live,
  replay,
  columns: shownColumns,
  density: [density, onDensity],
  exportName,
  pageLink,
  topValues,
  only,
}: {
  search: { ref: RefObject<HTMLInputElement | null>; text: string; onChange: (text: string) => void };
  shown: ToolbarRows;
  live: ToolbarLive;
  replay: ToolbarReplay;
  columns: ToolbarColumns;
  density: readonly [Density, (density: Density) => void];
  /** The exported file's name, without its extension. */
  exportName: string;
  /** The link "Copy link" copies, made when clicked. */
  pageLink: () => string;
  topValues: { open: boolean; onToggle: () => void };
  /** A part alone (a phone shows the search and summary above the events, the actions in a sheet). */
  only?: 'summary' | 'actions';
}) {
  const { store, rows, rowsNow, stats, loaded, zone } = shown;
  const { columns, layout } = shownColumns;
  const { t } = useTranslation('events');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {only !== 'actions' && (
        <SearchField value={search.text} onChange={search.onChange} inputRef={search.ref} />
      )}
      {only !== 'actions' && (
        <Box
          sx={{
            flex: '1 1 140px',
            minWidth: 0,
            '& > p': {
              typography: 'body2',
              display: '-webkit-box',
              WebkitBoxOrient: 'vertical',
              WebkitLineClamp: 2,
              overflow: 'hidden',
            },
          }}
        >
          <EventsSummary shown={rows.length} stats={stats} loaded={loaded} zone={zone} />
        </Box>
      )}
      {only !== 'summary' && (
        <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center', flexWrap: 'wrap' }}>
          <LiveControl
            live={live.status}
            requested={live.requested}
            canFollow={live.canFollow}
            zone={zone}
            onChange={live.onChange}
          />
          <RefreshButton onRefresh={live.onRefresh} />
          <ReplayMenu
            store={store}
            selected={replay.selectedGlobal}
            vehicles={replay.vehicles}
            onStart={replay.onStart}
          />
          {/* A phone shows the events as cards: no columns, no rows to size. */}
          {only === undefined && (
            <>
              <ColumnChooser
                layout={layout}
                onToggle={shownColumns.toggle}
                onMove={shownColumns.move}
                onReset={shownColumns.reset}
              />
              <DensityToggle density={density} onChange={onDensity} />
            </>
          )}
          <ExportMenu
            store={store}
            rows={rowsNow}
            count={rows.length}
            columns={columns}
            zone={zone}
            name={exportName}
          />
          <CopyButton text={pageLink} label={t('toolbar.copyLink')} shortLabel={t('toolbar.copyLinkShort')} />
          <TopValuesButton open={topValues.open} onToggle={topValues.onToggle} />
        </Stack>
      )}
    </Stack>
  );
}
