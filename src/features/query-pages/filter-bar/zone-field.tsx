import { Autocomplete, TextField } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { browserZone } from '../../../lib/time-zones';
import type { ZoneChoice } from '../../event-url';

function allZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

/** Times display in this zone and day boundaries are computed in it. */
export const ZoneField = memo(function ZoneField({
  value,
  userZone,
  onChange,
}: {
  value: ZoneChoice;
  userZone: string | undefined;
  onChange: (zone: ZoneChoice) => void;
}) {
  const { t } = useTranslation('filters');
  const options = useMemo(() => ['user', 'browser', 'UTC', ...allZones().filter((z) => z !== 'UTC')], []);
  const label = (option: string) =>
    option === 'user'
      ? userZone
        ? t('zone.user', { zone: userZone })
        : t('zone.userUnknown', { zone: browserZone() })
      : option === 'browser'
        ? t('zone.browser', { zone: browserZone() })
        : option;
  return (
    <Autocomplete
      size="small"
      disableClearable
      options={options}
      value={value}
      getOptionLabel={label}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} label={t('zone.label')} helperText=" " />}
      sx={{ width: 260 }}
    />
  );
});
