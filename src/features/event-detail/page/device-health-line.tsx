import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import { Alert, Box, Button, Link, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../../i18n/format';
import { localDateTimeOf } from '../../../lib/time-zones';
import { defaultHealthSettings, findingWords, useDeviceHealth } from '../../device-health';
import { useEventsRange, type FleetEvent } from '../../event-data';
import { defaultFilters, pageHref, type EventFilters } from '../../event-url';
import { pseudonymNumber, usePresenterMode } from '../../presenter';

const halfDay = 12 * 3_600_000;

/**
 * The device's health line (issue 41): on request, the health page's checks over its events of the 24 hours
 * around this one, as a score and the reason in words, with a link to the health page for that device and
 * day. Asked for, not run on every open: it costs the API a day query or two, and support staff open many
 * events in a row.
 */
export function DeviceHealthLine({ event, ...where }: { event: FleetEvent } & Where) {
  const { t } = useTranslation('detail');
  const [checked, setChecked] = useState<string | null>(null);
  const presenting = usePresenterMode();
  const { deviceId } = event;
  if (deviceId === undefined) return null;
  // The device as the page names it: in presenter mode its pseudonym's number ("device 7"), not its id.
  const shownId = presenting ? pseudonymNumber(where.regionId, 'device', deviceId) : deviceId;
  // Another event (a neighbour opened) starts with the button again.
  const key = `${event.type}/${event.idText}`;
  if (checked !== key)
    return (
      <Box>
        <Button size="small" startIcon={<MonitorHeartIcon />} onClick={() => setChecked(key)}>
          {t('health.check', { id: shownId })}
        </Button>
      </Box>
    );
  return <HealthOfDevice deviceId={deviceId} shownId={shownId} at={event.timeAt} {...where} />;
}

/** The region, the zone the page's times are in, and its choice as the URL writes it. */
interface Where {
  regionId: string;
  zone: string;
  tz: string;
}

function HealthOfDevice({
  deviceId,
  shownId,
  at,
  regionId,
  zone,
  tz,
}: { deviceId: number; shownId: number; at: number } & Where) {
  const { t } = useTranslation('detail');
  const { t: tEvents } = useTranslation('events');
  const [now] = useState(() => Date.now());
  const window = useMemo(
    () => ({ from: at - halfDay, to: Math.max(at + 1, Math.min(at + halfDay, now)) }),
    [at, now],
  );
  const filters = useMemo<EventFilters>(
    () => ({
      ...defaultFilters,
      types: [],
      range: {
        kind: 'custom',
        from: localDateTimeOf(window.from, zone),
        to: localDateTimeOf(window.to + 60_000, zone),
      },
      constraints: { ...defaultFilters.constraints, deviceIds: [deviceId] },
      tz,
    }),
    [deviceId, window, zone, tz],
  );
  const range = useEventsRange(filters, window, now, false);
  const { store } = range;
  const state = useDeviceHealth(store, store.rows, { ...defaultHealthSettings, unit: 'device', now });
  const done = range.allLoaded && state.table !== null && !state.working;
  const health = done ? state.table?.find((h) => h.id === deviceId) : undefined;
  const href = pageHref('health', regionId, { filters });
  const link = (
    <Link component={RouterLink} to={href}>
      {t('health.open')}
    </Link>
  );
  if (state.error)
    return (
      <Alert severity="warning">
        {t('health.failed', {
          message: state.error instanceof Error ? state.error.message : String(state.error),
        })}
      </Alert>
    );
  if (!health)
    return (
      <Typography variant="body2" role="status" color="text.secondary">
        {t(done ? 'health.none' : 'health.working', { id: shownId })}
      </Typography>
    );
  const words = findingWords(health.findings, tEvents);
  return (
    <Typography variant="body2" role="status">
      {words
        ? t('health.line', { id: shownId, score: formatNumber(health.score), reason: words })
        : t('health.clean', { id: shownId, n: formatNumber(health.events), count: health.events })}{' '}
      {link}
    </Typography>
  );
}
