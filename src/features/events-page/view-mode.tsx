import MapIcon from '@mui/icons-material/Map';
import TableRowsIcon from '@mui/icons-material/TableRows';
import VerticalSplitIcon from '@mui/icons-material/VerticalSplit';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { parseMode, type ViewMode } from '../event-url';
import { EventsMap } from '../map';
import {
  storedPreference,
  useUrlOrStored,
  type UrlParams,
  type UrlPreference,
} from '../../lib/use-url-or-stored';
import { useScreenSize } from '../../lib/screen-size';

const modePreference: UrlPreference<ViewMode> = {
  name: 'mode',
  parse: parseMode,
  format: (mode) => mode,
  stored: storedPreference(
    'fleet-events.view-mode',
    (text) => (text === 'map' || text === 'both' ? text : 'table'),
    (mode) => mode,
  ),
};

/** Table, map, or both side by side; remembered across visits; a shared link's mode wins while open. */
export function useViewMode(url: UrlParams) {
  const [mode, setMode] = useUrlOrStored(url, modePreference);
  return [mode, setMode] as const;
}

/** The mode chosen, and the one shown: on a narrow screen "both" shows the table alone. */
export function useShownMode(url: UrlParams) {
  const [mode, setMode] = useViewMode(url);
  // Below a desktop (a tablet, a split screen) neither would be wide enough beside the other.
  const narrow = useScreenSize() !== 'desktop';
  const shown = mode === 'both' && narrow ? 'table' : mode;
  /** The map brought into view: beside the table, or alone on a narrow screen. */
  const showMap = useCallback(() => setMode(narrow ? 'map' : 'both'), [setMode, narrow]);
  /** A phone's map back to the list, as the switch's list button does. */
  const showList = useCallback(() => setMode('table'), [setMode]);
  return { mode, setMode, narrow, shown, showMap, showList };
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
  // The map's code (MapLibre, about 300 KB gzip) starts loading when a pointer or the focus reaches a
  // button that shows it, so the click finds more of it arrived.
  const mapAhead = { onPointerEnter: EventsMap.preload, onFocus: EventsMap.preload };
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
      <ToggleButton value="map" aria-label={map} title={compact ? map : undefined} {...mapAhead}>
        <MapIcon fontSize="small" sx={iconSx} />
        {text(map)}
      </ToggleButton>
      {!narrow && (
        <ToggleButton value="both" aria-label={both} title={compact ? both : undefined} {...mapAhead}>
          <VerticalSplitIcon fontSize="small" sx={iconSx} />
          {text(t('viewMode.bothShort'))}
        </ToggleButton>
      )}
    </ToggleButtonGroup>
  );
});
