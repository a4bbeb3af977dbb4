import { CircularProgress, FormControlLabel, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { liveStatus } from './live-status';
import type { LiveFollow } from '../../event-data';

/**
 * The Live switch and what it is doing: shown for a window that ends now (or later), and while a link
 * asks for Live on a window that has ended, to say why nothing follows.
 */
export const LiveControl = memo(function LiveControl({
  live,
  requested,
  canFollow,
  zone,
  onChange,
}: {
  live: LiveFollow;
  requested: boolean;
  canFollow: boolean;
  zone: string;
  onChange: (on: boolean) => void;
}) {
  const { t } = useTranslation('events');
  if (!requested && !canFollow) return null;
  const { state, detail } = liveStatus(live, { requested, canFollow, zone });
  const seconds = formatNumber(Math.round(live.intervalMs / 1000));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Tooltip describeChild title={t('live.tooltip', { seconds })}>
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Switch
              checked={requested}
              disabled={!requested && !canFollow}
              onChange={(event) => onChange(event.target.checked)}
            />
          }
          label={t('live.label')}
        />
      </Tooltip>
      {live.polling && <CircularProgress size={14} aria-label={t('live.updating')} />}
      <Typography variant="body2" role="status" aria-live="polite">
        {state}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Stack>
  );
});
