import { Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FleetEvent } from '../../event-data';
import { usePresenterMode } from '../../presenter';
import { curlCommand } from '../api/curl-command';
import { CopyButton } from '../../../components/copy-button';
import { CopyTicketButton } from './copy-ticket-button';
import { eventsAroundHref, replayFromHereHref, sameTripHref } from './entity-links';

export function DetailActions({
  event,
  regionId,
  apiUrl,
  apiKey,
  zone,
  tz,
}: {
  event: FleetEvent;
  regionId: string;
  apiUrl: string;
  apiKey: string;
  zone: string;
  tz: string;
}) {
  const { t } = useTranslation('detail');
  const [reveal, setReveal] = useState(false);
  // On a shared screen the key is never shown: the switch goes, and a key shown before is hidden again.
  const presenting = usePresenterMode();
  const curl = curlCommand(apiUrl, reveal && !presenting ? apiKey : null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <CopyButton text={window.location.href} label={t('actions.copyLink')} />
          <CopyButton text={curl} label={t('actions.copyCurl')} />
          <CopyTicketButton event={event} apiUrl={apiUrl} zone={zone} tz={tz} />
          {event.vehicleId !== undefined && (
            <Button
              size="small"
              component={RouterLink}
              to={eventsAroundHref(regionId, 'vehicleIds', event.vehicleId, event.timeAt, zone, tz)}
            >
              {t('actions.eventsAround')}
            </Button>
          )}
          {event.vehicleId !== undefined && (
            <Button
              size="small"
              component={RouterLink}
              to={replayFromHereHref(regionId, { ...event, vehicleId: event.vehicleId }, zone, tz)}
            >
              {t('actions.replayFromHere')}
            </Button>
          )}
          {event.tripId !== undefined && (
            <Button
              size="small"
              component={RouterLink}
              to={sameTripHref(regionId, event.tripId, event.timeAt, zone, tz)}
            >
              {t('actions.sameTrip')}
            </Button>
          )}
        </Stack>
        <Typography
          component="pre"
          tabIndex={0}
          role="group"
          aria-label={t('actions.curlCommand')}
          sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto' }}
        >
          {curl}
        </Typography>
        {!presenting && (
          <FormControlLabel
            control={<Switch checked={reveal} onChange={(e) => setReveal(e.target.checked)} />}
            label={t('actions.revealKey')}
          />
        )}
      </Stack>
    </Paper>
  );
}
