import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { paths } from '../../../config/paths';
import { buildApiUrl } from '../../../lib/api-client';
import { ApiError, describeError } from '../../../lib/api-errors';
import { isValidZone } from '../../../lib/time-zones';
import { userTimeZone, useRegionApi, useSignedIn } from '../../auth';
import { eventQueryOptions, findCachedEvent, toApiShape, useApiDateZone } from '../../event-data';
import { isPathSafeType, resolveZone } from '../../event-url';
import { currentMasking, maskRawEvent, usePresenterMode } from '../../presenter';
import { detailWindow } from '../api/detail-window';
import { AroundThisEvent } from '../context/around-this-event';
import type { FixMapSlot } from '../context/fix-map-area';
import { AttributesTable } from './attributes-table';
import { DetailActions } from './detail-actions';
import { EventFields } from './event-fields';
import { RawJson } from './raw-json';
import { maskFleetEvent } from './presenter-event';
import { DeviceHealthLine } from './device-health-line';
import { useScreenSize } from '../../../lib/screen-size';

export function EventDetailPage({ renderFixMap }: { renderFixMap: FixMapSlot }) {
  const { t } = useTranslation('detail');
  // A phone's first screen shows the event's facts; the actions follow them.
  const phone = useScreenSize() === 'phone';
  const { region, session } = useSignedIn();
  const api = useRegionApi();
  const queryClient = useQueryClient();
  const { type = '', id: idParam = '' } = useParams();
  const [params] = useSearchParams();
  const apiZone = useApiDateZone();
  const masking = usePresenterMode() ? currentMasking() : null;
  // Ids beyond 2^53 stay text all the way to the API.
  const validId = /^\d{1,40}$/.test(idParam);
  const validType = isPathSafeType(type);
  const window = detailWindow(params, apiZone);
  const tzParam = params.get('tz') ?? 'user';
  const tz = tzParam === 'user' || tzParam === 'browser' || isValidZone(tzParam) ? tzParam : 'user';
  const zone = resolveZone(tz, userTimeZone(session));
  const ready = validType && validId && !('problem' in window);
  const from = 'problem' in window ? '' : window.from;
  const to = 'problem' in window ? '' : window.to;

  const query = useQuery({
    ...eventQueryOptions(api.get, region, api.keyId, type, idParam, from, to),
    enabled: ready,
    placeholderData: () => findCachedEvent(queryClient, region.id, type, idParam),
  });

  const back = (
    <Button component={RouterLink} to={paths.lookup(region.id)}>
      {t('page.lookUpAnother')}
    </Button>
  );
  if (!validType)
    return (
      <ErrorState title={t('page.notAType.title')}>
        {t('page.notAType.text', { type })} {back}
      </ErrorState>
    );
  if (!validId)
    return (
      <ErrorState title={t('page.notAnId.title')}>
        {t('page.notAnId.text', { id: idParam })} {back}
      </ErrorState>
    );
  if ('problem' in window)
    return (
      <ErrorState title={t('page.noWindow.title')}>
        {t(`page.noWindow.${window.problem}`)} {back}
      </ErrorState>
    );

  const event = query.data?.event;
  const error = query.error;
  if (!event) {
    if (error instanceof ApiError && error.status === 404) {
      return (
        <ErrorState title={t('page.notFound.title')}>
          {t('page.notFound.text', { type, id: idParam, from, to })} {back}
        </ErrorState>
      );
    }
    if (error instanceof ApiError && error.status === 403) {
      return (
        <ErrorState title={t('page.forbidden.title')}>
          {t('page.forbidden.text')} {back}
        </ErrorState>
      );
    }
    if (error) {
      return (
        <ErrorState
          title={t('page.loadFailed')}
          retryLabel={t('page.tryAgain')}
          onRetry={() => void query.refetch()}
        >
          {describeError(error)}
        </ErrorState>
      );
    }
    return <Typography role="status">{t('page.loading', { type, id: idParam })}</Typography>;
  }

  const apiUrl = buildApiUrl(region.apiBaseUrl, `/v1/events/${encodeURIComponent(type)}/${idParam}`, {
    from,
    to,
  });
  const raw = query.data?.raw ?? null;
  const rawShown = raw ?? toApiShape(event);
  // What a customer could be recognised by is masked for the sections that show or copy it; the queries
  // below (health, neighbours) take the event as sent.
  const shown = masking ? maskFleetEvent(event, masking) : event;
  const actions = (
    <DetailActions
      event={shown}
      regionId={region.id}
      apiUrl={apiUrl}
      apiKey={session.apiKey}
      zone={zone}
      tz={tz}
    />
  );
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {event.type}
        {event.action ? ` · ${event.action}` : ''}
      </Typography>
      {query.isPlaceholderData && <Alert severity="info">{t('page.fromTable')}</Alert>}
      {error && <Alert severity="warning">{t('page.refreshFailed', { reason: describeError(error) })}</Alert>}
      {!phone && actions}
      {/* On a phone the actions sit among the sections: their long curl line must not widen the column. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr', lg: '1fr 1fr' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('page.fieldsSection')}>
          <EventFields
            event={shown}
            regionId={region.id}
            zone={zone}
            tz={tz}
            odometerUnit={region.odometerUnit}
          />
        </Paper>
        {phone && actions}
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('page.attributesSection')}>
          <AttributesTable attributes={shown.attributes} />
        </Paper>
      </Box>
      <DeviceHealthLine event={event} regionId={region.id} zone={zone} tz={tz} />
      <AroundThisEvent event={event} regionId={region.id} zone={zone} tz={tz} renderFixMap={renderFixMap} />
      <RawJson
        value={masking ? maskRawEvent(rawShown, masking) : rawShown}
        fromTable={raw === null}
        masked={masking !== null}
      />
    </Stack>
  );
}
