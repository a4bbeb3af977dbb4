import { Box, Stack } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import type { ViewMode } from '../event-url';
import { PhoneMapLayout } from './phone-map';
import { SplitSeparator, useSplit } from './split-separator';
import { useFillHeight } from './use-fill-height';

export interface EventsLayoutSlots {
  /** The title, what the filters are and the view switch, with the full filter bar folded beneath. */
  header: ReactNode;
  /** Problems, loading progress and what was read: above the results. */
  status?: ReactNode;
  /** Search, counts and actions. */
  toolbar: ReactNode;
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
  /** On a phone: the map alone takes the screen, with this way back to the list. */
  phoneMap?: { progress: ReactNode; onList: () => void };
}

/**
 * The events page's arrangement, the same in every mode: one line that says what the filters are (the
 * full bar opens in place on demand), one status line, the toolbar, then the results filling the rest of
 * the screen down to its bottom edge, so the page itself does not scroll. Table: the histogram and the
 * table, which scrolls in its own area. Map: the map. Both: table and map side by side, split where the
 * user dragged it.
 */
export function EventsLayout({ mode, ...slots }: { mode: ViewMode } & EventsLayoutSlots) {
  const content = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const height = useFillHeight(content, root, true);
  const [share, setShare] = useSplit();
  // Measured and dragged values go inline: in `sx`, each new height or split (a resize, the filter bar
  // opening, a drag) was a new CSS class, and new CSS restyles every element of the page.
  const fill = { height: height ?? 'auto' } as const;
  if (mode === 'map' && slots.phoneMap)
    return (
      <PhoneMapLayout
        progress={slots.phoneMap.progress}
        status={slots.status}
        map={slots.map}
        replay={slots.replay}
        extras={slots.extras}
        onList={slots.phoneMap.onList}
      />
    );

  const mapPane = (
    <Stack spacing={1} sx={{ minWidth: 0, minHeight: 0 }} style={fill}>
      <Box sx={{ flex: '1 1 0', minHeight: 200, display: 'flex', flexDirection: 'column' }}>{slots.map}</Box>
      {slots.replay}
    </Stack>
  );
  const tablePane = (
    <Stack spacing={0.5} sx={{ minWidth: 0, minHeight: 0 }} style={fill}>
      {mode === 'table' && slots.replay}
      {slots.aboveTable}
      {/* The table fills what its pane leaves (its own height is for a page that does not size it). */}
      <Box sx={{ flex: '1 1 0', minHeight: 120, '& > [role="grid"]': { height: '100%' } }}>{slots.table}</Box>
    </Stack>
  );
  const columns =
    mode === 'both' ? `minmax(0, ${share}fr) auto minmax(0, ${100 - share}fr)` : 'minmax(0, 1fr)';

  // Every line but the first takes room only when it has something to show.
  const gapAbove = { '& > :not(:empty)': { mt: 1 } } as const;
  return (
    <Box ref={root}>
      {slots.header}
      <Box sx={gapAbove}>{slots.status}</Box>
      <Box sx={{ mt: 1 }}>{slots.toolbar}</Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 1 }}>
        {slots.side && (
          <Box sx={{ minHeight: 0, overflowY: 'auto', flexShrink: 0 }} style={fill}>
            {slots.side}
          </Box>
        )}
        <Box
          ref={content}
          sx={{ flex: '1 1 0', minWidth: 0, minHeight: 0, display: 'grid' }}
          style={{ ...fill, gridTemplateColumns: columns }}
        >
          {mode !== 'map' && tablePane}
          {mode === 'both' && <SplitSeparator share={share} onChange={setShare} container={content} />}
          {mode !== 'table' && mapPane}
        </Box>
      </Box>
      {slots.extras}
    </Box>
  );
}
