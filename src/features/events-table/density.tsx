import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { IconButton, Tooltip } from '@mui/material';
import { memo, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storedPreference } from '../../lib/use-url-or-stored';
import type { Density } from './table-styles';

const densityPreference = storedPreference<Density>(
  'fleet-events.row-density',
  (text) => (text === 'compact' ? 'compact' : 'standard'),
  (density) => density,
);

function readDensity(): Density {
  try {
    return densityPreference.read();
  } catch {
    // Storage blocked (a privacy setting): the default.
    return 'standard';
  }
}

/** The table's row height, remembered in this browser (a preference: it holds no data). */
export function useDensity() {
  const [density, setDensity] = useState(readDensity);
  const change = useCallback((next: Density) => {
    setDensity(next);
    try {
      densityPreference.write(next);
    } catch {
      // Storage refused: the choice lasts for this page only.
    }
  }, []);
  return [density, change] as const;
}

/** "Compact rows": a toggle, pressed while the rows are compact. */
export const DensityToggle = memo(function DensityToggle({
  density,
  onChange,
}: {
  density: Density;
  onChange: (density: Density) => void;
}) {
  const { t } = useTranslation('explore');
  const compact = density === 'compact';
  return (
    <Tooltip title={t('table.compactRows')}>
      <IconButton
        size="small"
        aria-label={t('table.compactRows')}
        aria-pressed={compact}
        color={compact ? 'primary' : 'default'}
        onClick={() => onChange(compact ? 'standard' : 'compact')}
      >
        <DensitySmallIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
});
