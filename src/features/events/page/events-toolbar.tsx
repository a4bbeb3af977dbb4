import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Box, Button, Stack } from '@mui/material';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { layoutParam, type ColumnLayout, type ViewMode } from '../filters/url-layout';
import type { ReplayTarget } from '../filters/url-replay';
import { LiveControl } from '../live/live-control';
import { ReplayMenu } from '../replay/replay-menu';
import { ColumnChooser } from '../table/column-chooser';
import type { EventColumn } from '../table/columns';
import { EventsSummary } from './events-summary';
import { ExportMenu } from './export-menu';
import { RefreshButton, SearchField } from './toolbar-controls';
import type { useEventsView } from './use-events-view';
import { ViewModeToggle } from './view-mode';

/**
 * Search, what is shown, the page's actions and the view switch. `compact` (above a map): one line, so the
 * map gets the height; the summary is cut short and the longer labels shortened.
 */
export function EventsToolbar({
  page,
  compact,
  searchRef,
  columns,
  layout,
  onToggleColumn,
  onMoveColumn,
  onResetColumns,
  mode,
  onMode,
  narrow,
  onStartReplay,
  topValuesOpen,
  onTopValues,
}: {
  page: ReturnType<typeof useEventsView>;
  compact: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  columns: readonly EventColumn[];
  layout: ColumnLayout;
  onToggleColumn: (id: string) => void;
  onMoveColumn: (id: string, to: number) => void;
  onResetColumns: () => void;
  mode: ViewMode;
  onMode: (mode: ViewMode) => void;
  narrow: boolean;
  onStartReplay: (target: ReplayTarget) => void;
  topValuesOpen: boolean;
  onTopValues: () => void;
}) {
  const { t } = useTranslation('events');
  const { store, rows, view, zone, region, url } = page;
  const viewLink = () => {
    const params = new URLSearchParams(url.params);
    params.set('cols', layoutParam(layout));
    params.set('mode', mode);
    return `${window.location.origin}${window.location.pathname}?${params.toString()}`;
  };
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <SearchField value={view.search} onChange={page.search} inputRef={searchRef} />
      <Box
        sx={{
          flex: compact ? '1 1 120px' : '1 1 240px',
          minWidth: 0,
          ...(compact
            ? { '& > p': { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } }
            : {}),
        }}
      >
        <EventsSummary
          shown={rows.length}
          stats={page.stats}
          loaded={store.rows.length + (view.showOutside ? store.outside.length : 0)}
          zone={zone}
        />
      </Box>
      <Stack direction="row" sx={{ ml: 'auto', alignItems: 'center' }}>
        <LiveControl
          live={page.live}
          requested={url.live}
          canFollow={page.canFollow}
          zone={zone}
          onChange={page.setLive}
        />
        <RefreshButton onRefresh={page.refresh} />
        <ReplayMenu
          store={store}
          selected={page.selection.selectedIndex >= 0 ? rows[page.selection.selectedIndex] : undefined}
          onStart={onStartReplay}
        />
        <ColumnChooser
          layout={layout}
          onToggle={onToggleColumn}
          onMove={onMoveColumn}
          onReset={onResetColumns}
        />
        <ExportMenu store={store} rows={rows} columns={columns} zone={zone} name={`events-${region.id}`} />
        <CopyButton
          text={viewLink}
          label={t('toolbar.copyLink')}
          shortLabel={compact ? t('toolbar.copyLinkShort') : undefined}
        />
      </Stack>
      <Button size="small" startIcon={<LeaderboardIcon />} aria-pressed={topValuesOpen} onClick={onTopValues}>
        {t('toolbar.topValues')}
      </Button>
      <ViewModeToggle mode={mode} onChange={onMode} narrow={narrow} compact={compact} />
    </Stack>
  );
}
