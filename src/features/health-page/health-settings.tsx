import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { HealthParams } from '../device-health';
import { NumberSetting } from './number-setting';

/** The health page's own settings line: rows per device or vehicle, the thresholds, the export, the status. */
export function HealthSettingsLine(props: {
  health: HealthParams;
  onChange: (next: HealthParams) => void;
  onExport: (() => void) | null;
  /** The scoring's progress, then the table's summary (`HealthStatus`). */
  status: ReactNode;
}) {
  const { t } = useTranslation('events');
  const { health, onChange } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={t('health.per')}
        value={health.unit}
        onChange={(e) => onChange({ ...health, unit: e.target.value === 'vehicle' ? 'vehicle' : 'device' })}
      >
        <MenuItem value="device">{t('health.device')}</MenuItem>
        <MenuItem value="vehicle">{t('health.vehicle')}</MenuItem>
      </TextField>
      <NumberSetting
        label={t('health.gapMinutes')}
        value={health.gapMinutes}
        onChange={(gapMinutes) => onChange({ ...health, gapMinutes })}
      />
      <NumberSetting
        label={t('health.speedLimit')}
        value={health.speedLimitKmh}
        onChange={(speedLimitKmh) => onChange({ ...health, speedLimitKmh })}
      />
      <Button onClick={props.onExport ?? undefined} disabled={props.onExport === null}>
        {t('health.export')}
      </Button>
      {props.status}
    </Box>
  );
}
