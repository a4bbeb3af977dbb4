import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Box, Button, Stack } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import type { EventStore, Rows, LiveFollow } from '../../event-data';
import type { ColumnLayout, ReplayTarget } from '../../event-url';
import { LiveControl } from '../live/live-control';
import { ReplayMenu } from '../../replay';
import { ColumnChooser, DensityToggle, type Density } from '../../events-table';
import type { EventColumn, RowStats } from '../../event-rows';
import { EventsSummary } from './events-summary';
import { ExportMenu } from '../export/export-menu';
import { RefreshButton, SearchField } from './toolbar-controls';

/**
 * Search, what is shown and the page's actions, on one line so the results get the height: the summary
 * takes two short lines at most (whole in its tooltip) and the longer labels are shortened.
 */
export function EventsToolbar({
  searchRef,
  search,
  onSearch,
  store,
  rows,
  stats,
  loaded,
  zone,
  live,
  liveRequested,
  canFollow,
  onLive,
  onRefresh,
  selectedGlobal,
  onStartReplay,
  replayVehicles,
  columns,
  layout,
  onToggleColumn,
  onMoveColumn,
  onResetColumns,
  exportName,
  viewLink,
  topValuesOpen,
  onTopValues,
  density,
  onDensity,
}: {
  searchRef: RefObject<HTMLInputElement | null>;
  search: string;
  onSearch: (text: string) => void;
  store: EventStore;
  /** The rows shown (global store indices), and what they add up to. */
  rows: Rows;
  stats: RowStats;
  /** How many events are loaded (those outside the window too, when shown). */
  loaded: number;
  zone: string;
  live: LiveFollow;
  /** Live follow is asked for (`live=1`); `canFollow`: the window allows it. */
  liveRequested: boolean;
  canFollow: boolean;
  onLive: (on: boolean) => void;
  onRefresh: () => void;
  /** The selected event's global store index, when it is among the rows: the replay menu offers its vehicle. */
  selectedGlobal: number | undefined;
  onStartReplay: (target: ReplayTarget, at?: number) => void;
  /** The vehicles the rows are filtered to: "Replay these". */
  replayVehicles: readonly number[];
  columns: readonly EventColumn[];
  layout: ColumnLayout;
  onToggleColumn: (id: string) => void;
  onMoveColumn: (id: string, to: number) => void;
  onResetColumns: () => void;
  /** The exported file's name, without its extension. */
  exportName: string;
  /** The link "Copy link" copies, made when clicked. */
  viewLink: () => string;
  topValuesOpen: boolean;
  onTopValues: () => void;
  density: Density;
  onDensity: (density: Density) => void;
}) {
  const { t } = useTranslation('events');
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <SearchField value={search} onChange={onSearch} inputRef={searchRef} />
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
      <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center', flexWrap: 'wrap' }}>
        <LiveControl
          live={live}
          requested={liveRequested}
          canFollow={canFollow}
          zone={zone}
          onChange={onLive}
        />
        <RefreshButton onRefresh={onRefresh} />
        <ReplayMenu
          store={store}
          selected={selectedGlobal}
          vehicles={replayVehicles}
          onStart={onStartReplay}
        />
        <ColumnChooser
          layout={layout}
          onToggle={onToggleColumn}
          onMove={onMoveColumn}
          onReset={onResetColumns}
        />
        <DensityToggle density={density} onChange={onDensity} />
        <ExportMenu store={store} rows={rows} columns={columns} zone={zone} name={exportName} />
        <CopyButton text={viewLink} label={t('toolbar.copyLink')} shortLabel={t('toolbar.copyLinkShort')} />
        {/* Named in full; the words shown are a part of the name (WCAG's label in name). */}
        <Button
          size="small"
          startIcon={<LeaderboardIcon />}
          aria-label={t('toolbar.topValues')}
          aria-pressed={topValuesOpen}
          onClick={onTopValues}
        >
          {t('toolbar.topValuesShort')}
        </Button>
      </Stack>
    </Stack>
  );
}
