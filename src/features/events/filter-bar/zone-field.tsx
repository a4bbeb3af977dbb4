import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { browserZone } from '../../../lib/time-zones';
import type { ZoneChoice } from '../filters/event-filters';

function allZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [];
}

/** Times display in this zone and day boundaries are computed in it. */
export function ZoneField({
  value,
  userZone,
  onChange,
}: {
  value: ZoneChoice;
  userZone: string | undefined;
  onChange: (zone: ZoneChoice) => void;
}) {
  const options = useMemo(() => ['user', 'browser', 'UTC', ...allZones().filter((z) => z !== 'UTC')], []);
  const label = (option: string) =>
    option === 'user'
      ? `Your zone (${userZone ?? `not known: ${browserZone()}`})`
      : option === 'browser'
        ? `This browser (${browserZone()})`
        : option;
  return (
    <Autocomplete
      size="small"
      disableClearable
      options={options}
      value={value}
      getOptionLabel={label}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => <TextField {...params} label="Time zone" helperText=" " />}
      sx={{ width: 260 }}
    />
  );
}
