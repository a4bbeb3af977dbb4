import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { IconButton, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenSize } from '../../../lib/screen-size';
import { localDateTimeOf } from '../../../lib/time-zones';
import {
  rangePresets,
  type RangePreset,
  type TimeRange,
  fullLocalDateTime,
  isLocalDateTime,
} from '../../event-url';
import type { TimeWindow } from '../../event-url';

const isBefore = (from: string, to: string) => fullLocalDateTime(from) < fullLocalDateTime(to);

/** A datetime-local input shows nothing for a bare date, so a date from the URL shows as its midnight. */
const inputValue = (value: string) => (value.length === 10 ? `${value}T00:00` : value.slice(0, 16));

export const RangeField = memo(function RangeField({
  range,
  window,
  zone,
  error,
  onChange,
  onShift,
}: {
  range: TimeRange;
  window: TimeWindow;
  zone: string;
  error?: string | undefined;
  onChange: (range: TimeRange) => void;
  onShift: (direction: -1 | 1) => void;
}) {
  const { t } = useTranslation('filters');
  // On a phone the arrows stay beside the choice, the dates each on a line of their own below.
  const phone = useScreenSize() === 'phone';
  const fromTo = phone ? { order: 1, flexBasis: '100%' } : undefined;
  const selectValue = range.kind === 'preset' ? range.preset : 'custom';
  const fromProps =
    range.kind === 'custom'
      ? { from: range.from, to: range.to }
      : {
          from: localDateTimeOf(window.from, zone).slice(0, 16),
          to: localDateTimeOf(window.to, zone).slice(0, 16),
        };
  // The fields keep what was typed until the URL catches up: a second edit made before the first has come
  // back through the URL builds on the first instead of undoing it.
  const propsKey = `${fromProps.from}|${fromProps.to}`;
  const [draft, setDraft] = useState({ key: propsKey, ...fromProps });
  const custom = draft.key === propsKey ? draft : { key: propsKey, ...fromProps };
  const setCustom = (patch: Partial<{ from: string; to: string }>) => {
    const next = { from: custom.from, to: custom.to, ...patch };
    setDraft({ key: custom.key, ...next });
    // Only a real window reaches the URL; an empty or reversed one stays in the fields, marked, and the
    // last good window keeps loading.
    if (isLocalDateTime(next.from) && isLocalDateTime(next.to) && isBefore(next.from, next.to))
      onChange({ kind: 'custom', ...next });
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap={phone}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Tooltip title={t('range.previous')}>
        <IconButton aria-label={t('range.previous')} onClick={() => onShift(-1)} sx={{ mt: 0.5 }}>
          <ChevronLeftIcon />
        </IconButton>
      </Tooltip>
      <TextField
        select
        size="small"
        label={t('range.label')}
        value={selectValue}
        onChange={(event) => {
          const value = event.target.value;
          onChange(
            value === 'custom'
              ? { kind: 'custom', ...custom }
              : { kind: 'preset', preset: value as RangePreset },
          );
        }}
        sx={{ minWidth: 160, ...(phone && { flex: 1 }) }}
        error={Boolean(error)}
        helperText={error ?? ' '}
      >
        {rangePresets.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`presets.${preset}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom">{t('range.custom')}</MenuItem>
      </TextField>
      {range.kind === 'custom' && (
        <>
          <TextField
            size="small"
            type="datetime-local"
            label={t('range.from')}
            value={inputValue(custom.from)}
            onChange={(event) => setCustom({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={fromTo}
            helperText={zone}
          />
          <TextField
            size="small"
            type="datetime-local"
            label={t('range.to')}
            value={inputValue(custom.to)}
            onChange={(event) => setCustom({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={fromTo}
            error={!isBefore(custom.from, custom.to)}
            helperText={isBefore(custom.from, custom.to) ? ' ' : t('range.toNotAfterFrom')}
          />
        </>
      )}
      <Tooltip title={t('range.next')}>
        <IconButton aria-label={t('range.next')} onClick={() => onShift(1)} sx={{ mt: 0.5 }}>
          <ChevronRightIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
});
