import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from '../../event-url';

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
  const { t } = useTranslation('events');
  const text = (label: string) => (compact ? null : ` ${label}`);
  const table = t('viewMode.table');
  const map = t('viewMode.map');
  const both = t('viewMode.both');
  const iconSx = { mr: compact ? 0 : 0.5 };
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={narrow && mode === 'both' ? 'table' : mode}
      onChange={(_, next: ViewMode | null) => next && onChange(next)}
      aria-label={t('viewMode.group')}
    >
      <ToggleButton value="table" aria-label={table} title={compact ? table : undefined}>
        <TableRowsIcon fontSize="small" sx={iconSx} />
        {text(table)}
      </ToggleButton>
      <ToggleButton value="map" aria-label={map} title={compact ? map : undefined}>
        <MapIcon fontSize="small" sx={iconSx} />
        {text(map)}
      </ToggleButton>
      {!narrow && (
        <ToggleButton value="both" aria-label={both} title={compact ? both : undefined}>
          <VerticalSplitIcon fontSize="small" sx={iconSx} />
          {text(t('viewMode.bothShort'))}
        </ToggleButton>
      )}
    </ToggleButtonGroup>
  );
});
