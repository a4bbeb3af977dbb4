import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Collapse, Stack } from '@mui/material';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from '../../event-url';
import { SplitSeparator, useSplit } from './split-separator';
import { useFillHeight } from './use-fill-height';

export interface EventsLayoutSlots {
  /** The page's heading. */
  title: ReactNode;
  /** The full filter bar; in Map and Both modes folded behind `filterSummary` until asked for. */
  filters: ReactNode;
  /** One line that says what the filters are (chips). */
  filterSummary: ReactNode;
  /** Whether the folded filters open at first (a filter in the link has a problem). */
  filtersOpen?: boolean;
  /** Loading progress and what was read: above the results, in every mode. */
  status?: ReactNode;
  /** Search, counts, actions and the view-mode switch. */
  toolbar: ReactNode;
  /** Facet chips: with the filters (folded with them in Map and Both modes). */
  facets?: ReactNode;
  /** Above the table (a histogram), where the table shows. */
  aboveTable?: ReactNode;
  table: ReactNode;
  map: ReactNode;
  /** The replay's controls: under the map where it shows, else above the table. */
  replay?: ReactNode;
  /** A panel beside the results (top values), in every mode. */
  side?: ReactNode;
  /** Anything that takes no place (dialogs, keyboard shortcuts). */
  extras?: ReactNode;
}

/**
 * The events page's arrangement. Table mode: filters, toolbar and the table, one under another. Map
 * mode: the filters as one line of chips (opened on demand) and the map filling the rest of the screen.
 * Both: table and map side by side down to the screen's bottom, split where the user dragged it.
 */
export function EventsLayout({ mode, ...slots }: { mode: ViewMode } & EventsLayoutSlots) {
  const { t } = useTranslation('events');
  const content = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const compact = mode !== 'table';
  const height = useFillHeight(content, root, compact);
  const [share, setShare] = useSplit();
  const [open, setOpen] = useState(slots.filtersOpen ?? false);
  const filtersId = useId();
  const fill = { height: height ?? 'auto', minHeight: 0 } as const;

  const mapPane = (
    <Stack spacing={1} sx={{ ...fill, minWidth: 0 }}>
      <Box sx={{ flex: '1 1 0', minHeight: 200, display: 'flex', flexDirection: 'column' }}>{slots.map}</Box>
      {slots.replay}
    </Stack>
  );
  const tablePane = (
    <Stack spacing={1} sx={{ minWidth: 0, ...(compact ? fill : {}) }}>
      {mode === 'table' && slots.replay}
      {slots.aboveTable}
      {/* In Both mode the table fills its pane instead of its usual height (a style of its own). */}
      <Box sx={compact ? { flex: '1 1 0', minHeight: 0, '& > [role="grid"]': { height: '100%' } } : {}}>
        {slots.table}
      </Box>
    </Stack>
  );
  const columns =
    mode === 'both' ? `minmax(0, ${share}fr) auto minmax(0, ${100 - share}fr)` : 'minmax(0, 1fr)';

  if (!compact)
    return (
      <Stack spacing={2}>
        {slots.title}
        {slots.filters}
        {slots.status}
        {slots.toolbar}
        {slots.facets}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          {slots.side}
          <Box ref={content} sx={{ flex: '1 1 0', minWidth: 0 }}>
            {tablePane}
          </Box>
        </Box>
        {slots.extras}
      </Stack>
    );

  // Every line but the first takes room only when it has something to show.
  const gapAbove = { '& > :not(:empty)': { mt: 1 } } as const;
  return (
    <Box ref={root}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
        {slots.title}
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>{slots.filterSummary}</Box>
        <Button
          startIcon={open ? <ExpandLessIcon /> : <TuneIcon />}
          aria-expanded={open}
          aria-controls={filtersId}
          onClick={() => setOpen((shown) => !shown)}
          sx={{ flexShrink: 0 }}
        >
          {open ? t('layout.hideFilters') : t('layout.editFilters')}
        </Button>
      </Stack>
      <Collapse in={open} id={filtersId}>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {slots.filters}
          {slots.facets}
        </Stack>
      </Collapse>
      <Box sx={gapAbove}>{slots.status}</Box>
      <Box sx={{ mt: 1 }}>{slots.toolbar}</Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 1 }}>
        {slots.side}
        <Box
          ref={content}
          sx={{ flex: '1 1 0', minWidth: 0, display: 'grid', gridTemplateColumns: columns, ...fill }}
        >
          {mode === 'both' && tablePane}
          {mode === 'both' && <SplitSeparator share={share} onChange={setShare} container={content} />}
          {mapPane}
        </Box>
      </Box>
      {slots.extras}
    </Box>
  );
}
