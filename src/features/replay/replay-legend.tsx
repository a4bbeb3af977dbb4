import { Box, Checkbox, FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { laneName, laneTitle } from './lane-name';
import type { ReplayLane } from './replay-lanes';
import type { ReplayOptions } from './use-replay-options';

/**
 * A fleet replay's legend: each vehicle's colour with a checkbox that shows or hides its path, marker and
 * speed line (keyboard: Tab and Space, as any checkbox). Memoised: the panel renders four times a second
 * while playing (its time), and 20 vehicles' checkboxes were most of each of those renders.
 */
export const ReplayLegend = memo(function ReplayLegend({
  lanes,
  onToggle,
}: {
  lanes: readonly ReplayLane[];
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation('explore');
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('replay.legend.label')}
      useFlexGap
      sx={{ flexWrap: 'wrap', columnGap: 1.5, m: 0, p: 0, listStyle: 'none' }}
    >
      {lanes.map((lane) => (
        <li key={lane.id}>
          <FormControlLabel
            sx={{ mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={!lane.hidden}
                onChange={() => onToggle(lane.id)}
                sx={{ color: lane.color, '&.Mui-checked': { color: lane.color }, py: 0.25 }}
              />
            }
            label={
              <Box component="span" sx={{ fontSize: 14 }} title={laneTitle(lane)}>
                {laneName(t, lane)}
              </Box>
            }
          />
        </li>
      ))}
    </Stack>
  );
});

const groupValue = 'group';
const noneValue = 'none';

/** "Follow": a switch for one vehicle or trip; for a fleet, nothing, the group's bounds or one vehicle. */
export function FollowChoice({
  lanes,
  fleet,
  options,
}: {
  lanes: readonly ReplayLane[];
  fleet: boolean;
  options: ReplayOptions;
}) {
  const { t } = useTranslation('explore');
  if (!fleet)
    return (
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={options.follow}
            onChange={(e) => options.setFollow(e.target.checked)}
          />
        }
        label={t('replay.panel.follow')}
      />
    );
  const value = !options.follow ? noneValue : (options.followVehicle ?? groupValue);
  return (
    <TextField
      select
      size="small"
      label={t('replay.panel.followWho')}
      value={String(value)}
      onChange={(event) => {
        const chosen = event.target.value;
        options.setFollow(chosen !== noneValue);
        options.setFollowVehicle(chosen === noneValue || chosen === groupValue ? null : Number(chosen));
      }}
      sx={{ width: 150 }}
    >
      <MenuItem value={noneValue}>{t('replay.panel.followNone')}</MenuItem>
      <MenuItem value={groupValue}>{t('replay.panel.followGroup')}</MenuItem>
      {lanes.map((lane) => (
        <MenuItem key={lane.id} value={String(lane.id)}>
          {laneName(t, lane)}
        </MenuItem>
      ))}
    </TextField>
  );
}
