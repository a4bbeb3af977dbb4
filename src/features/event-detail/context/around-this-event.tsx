import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { eventDetailHref } from '../../../config/paths';
import { ErrorState } from '../../../components/error-state';
import { formatNumber } from '../../../i18n/format';
import { describeError } from '../../../lib/api-errors';
import { useNeighbours, type FleetEvent, type NeighbourKind, type Neighbours } from '../../event-data';
import { pseudonymNumber, usePresenterMode } from '../../presenter';
import { chooseKind } from './around-param';
import { NeighbourList } from './neighbour-list';
import { FixMapArea, type FixMapSlot } from './fix-map-area';
import { KindSwitch } from './kind-switch';
import { pathOf } from './path-points';
import { SideStatusLine } from './side-status';

interface Shared {
  event: FleetEvent;
  regionId: string;
  zone: string;
  tz: string;
  renderFixMap: FixMapSlot;
}

function Listing({
  neighbours,
  ofEntity,
  event,
  zone,
  hrefOfEvent,
}: {
  neighbours: Neighbours;
  /** "of vehicle 800", in the active language. */
  ofEntity: string;
  event: FleetEvent;
  zone: string;
  hrefOfEvent: (event: FleetEvent) => string;
}) {
  const { t } = useTranslation('detail');
  const { newer, older, newerStatus, olderStatus, coreError } = neighbours;
  if (!neighbours.ready) {
    return coreError ? (
      <ErrorState title={t('around.loadFailed')} retryLabel={t('page.tryAgain')} onRetry={neighbours.retry}>
        {t('around.coreError', { date: coreError.date, reason: describeError(coreError.error) })}
      </ErrorState>
    ) : (
      <Typography role="status">{t('around.loading', { ofEntity })}</Typography>
    );
  }
  const side = (which: 'newer' | 'older') => (
    <SideStatusLine
      side={which}
      status={which === 'newer' ? newerStatus : olderStatus}
      shown={which === 'newer' ? newer.length : older.length}
      ofEntity={ofEntity}
      daysEachWay={neighbours.daysEachWay}
      onMore={() => neighbours.loadMore(which)}
      onRetry={neighbours.retry}
    />
  );
  const newerLine = side('newer');
  const olderLine = side('older');
  if (newer.length === 0 && older.length === 0 && newerStatus.kind === 'end' && olderStatus.kind === 'end') {
    return (
      <Alert severity="info">
        {t(newerStatus.upToNow ? 'around.noneUpToNow' : 'around.none', {
          ofEntity,
          count: neighbours.daysEachWay,
          n: formatNumber(neighbours.daysEachWay),
        })}
      </Alert>
    );
  }
  return (
    <Stack spacing={0.5}>
      {newerLine}
      <NeighbourList
        event={event}
        newer={newer}
        older={older}
        zone={zone}
        label={t('around.listLabel', { ofEntity })}
        hrefOfEvent={hrefOfEvent}
      />
      {olderLine}
    </Stack>
  );
}

function WithNeighbours({ event, regionId, zone, tz, renderFixMap, kind }: Shared & { kind: NeighbourKind }) {
  const [, setParams] = useSearchParams();
  const { t } = useTranslation('detail');
  const neighbours = useNeighbours(event, kind);
  const presenting = usePresenterMode();
  // Ids are codes, not quantities: their digits as sent; in presenter mode the pseudonym's number ("of
  // vehicle 7" for Vehicle 7).
  const entityId = neighbours.entityId;
  const shownId =
    entityId === undefined ? '' : presenting ? pseudonymNumber(regionId, kind, entityId) : entityId;
  const ofEntity = t(`around.ofEntity.${kind}`, { id: String(shownId) });
  const hrefOfEvent = (other: FleetEvent) =>
    eventDetailHref({ regionId, type: other.type, id: other.idText, timeAt: other.timeAt, tz, around: kind });
  const path = useMemo(
    () => pathOf(event, neighbours.newer, neighbours.older),
    [event, neighbours.newer, neighbours.older],
  );
  const choose = (next: NeighbourKind) =>
    setParams(
      (params) => {
        params.set('around', next);
        return params;
      },
      { replace: true },
    );
  return (
    <>
      <KindSwitch event={event} kind={kind} onChange={choose} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <Listing
          neighbours={neighbours}
          ofEntity={ofEntity}
          event={event}
          zone={zone}
          hrefOfEvent={hrefOfEvent}
        />
        {/* Beside a long list, the map stays in view while the list scrolls. */}
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 }, alignSelf: 'start' }}>
          <FixMapArea event={event} zone={zone} path={path} renderFixMap={renderFixMap} />
        </Box>
      </Box>
    </>
  );
}

/**
 * The events just before and after this one of the same vehicle (or device, or trip), as links, with their
 * path on the map. Like Kibana's surrounding documents: 10 each way, more on request.
 */
export function AroundThisEvent(props: Shared) {
  const { t } = useTranslation('detail');
  const [params] = useSearchParams();
  const kind = chooseKind(params.get('around'), props.event);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="around-this-event">
      <Stack spacing={1.5}>
        <Typography variant="h6" component="h2" id="around-this-event">
          {t('around.title')}
        </Typography>
        {kind ? (
          <WithNeighbours {...props} kind={kind} />
        ) : (
          <>
            <Typography>{t('around.noIds')}</Typography>
            <FixMapArea event={props.event} zone={props.zone} path={[]} renderFixMap={props.renderFixMap} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
