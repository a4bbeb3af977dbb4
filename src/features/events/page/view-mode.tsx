import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import type { ViewMode } from '../filters/url-layout';

const storageKey = 'fleet-events.view-mode';

function readMode(): ViewMode {
  const stored = localStorage.getItem(storageKey);
  return stored === 'map' || stored === 'both' ? stored : 'table';
}

/** Table, map, or both side by side; remembered across visits; a shared link's mode wins while open. */
export function useViewMode(fromUrl: ViewMode | null, toUrl: (mode: ViewMode) => void) {
  const [stored, setStored] = useState<ViewMode>(readMode);
  const change = useCallback(
    (next: ViewMode) => {
      localStorage.setItem(storageKey, next);
      setStored(next);
      toUrl(next);
    },
    [toUrl],
  );
  return [fromUrl ?? stored, change] as const;
}

export const ViewModeToggle = memo(function ViewModeToggle({
  mode,
  onChange,
  narrow,
  compact = false,
}: {
  mode: ViewMode;
  onChange: (m: ViewMode) => void;
  narrow: boolean;
  /** Icons only (named, with a tooltip), so the toolbar above a map keeps to one line. */
  compact?: boolean;
}) {
  const text = (label: string) => (compact ? null : ` ${label}`);
  const iconSx = { mr: compact ? 0 : 0.5 };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={narrow && mode === 'both' ? 'table' : mode}
      onChange={(_, next: ViewMode | null) => next && onChange(next)}
      aria-label="Show"
    >
      <ToggleButton value="table" aria-label="Table" title={compact ? 'Table' : undefined}>
        <TableRowsIcon fontSize="small" sx={iconSx} />
        {text('Table')}
      </ToggleButton>
      <ToggleButton value="map" aria-label="Map" title={compact ? 'Map' : undefined}>
        <MapIcon fontSize="small" sx={iconSx} />
        {text('Map')}
      </ToggleButton>
      {!narrow && (
        <ToggleButton value="both" aria-label="Table and map" title={compact ? 'Table and map' : undefined}>
          <VerticalSplitIcon fontSize="small" sx={iconSx} />
          {text('Both')}
        </ToggleButton>
      )}
    </ToggleButtonGroup>
  );
});
