import { Alert, Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { eventDetailHref } from '../../config/paths';
import { formatDateParts, formatNumber } from '../../i18n/format';
import { localDateTimeOf } from '../../lib/time-zones';
import { describeError } from '../../lib/api-errors';
import { pageHref } from '../event-url';
import { EventsMap } from '../map';
import { HomeCard } from './home-card';
import { useCardMark } from './use-card-mark';
import { recentMs } from './road-now';
import type { HomeClock } from './use-home-clock';
import { useOnTheRoad } from './use-on-the-road';
import { everyType } from './use-today-counts';

const counted = (n: number) => ({ count: n, n: formatNumber(n) });
const minute = 60_000;
/** The link's range in whole minutes, as a person would type it, and wide enough to hold the 15. */
const wholeMinute = (ms: number) => Math.floor(ms / minute) * minute;
const noSelection = () => undefined;

/** Vehicles with an event in the last 15 minutes, their last positions on a small map, kept up to date. */
export function RoadCard({ clock }: { clock: HomeClock }) {
  const { t } = useTranslation('home');
  const { load, road, store, now, live } = useOnTheRoad(clock);
  useCardMark('road', road !== null);
  const { regionId, tz, zone } = clock;
  const href = pageHref('events', regionId, {
    filters: {
      ...everyType,
      range: {
        kind: 'custom',
        from: localDateTimeOf(wholeMinute(now - recentMs), zone),
        to: localDateTimeOf(wholeMinute(now) + minute, zone),
      },
      tz,
    },
    mode: 'map',
  });
  return (
    <HomeCard title={t('road.title')} href={href} linkText={t('road.open')} load={load}>
      {road && (
        <>
          <Typography variant="h5" component="p">
            {t('road.now', counted(road.latest.length))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('road.today', counted(road.seenToday))}{' '}
            {t('road.updated', {
              time: formatDateParts(live.updatedAt || now, zone, { timeStyle: 'short' }),
            })}
          </Typography>
          {road.latest.length > 0 && (
            <Box sx={{ height: 240, mt: 1, display: 'flex', flexDirection: 'column' }}>
              <EventsMap
                fallback={<Typography variant="body2">{t('road.mapLoading')}</Typography>}
                shown={{ store, rows: road.latest, zone, fitKey: 'road' }}
                selection={{
                  selectedIndex: -1,
                  onSelectRow: noSelection,
                  hrefOfEvent: (event) => eventDetailHref({ regionId, ...event, tz }),
                }}
                replay={null}
                onReplay={noSelection}
              />
            </Box>
          )}
        </>
      )}
      {live.error !== null && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('road.pollFailed', { message: describeError(live.error) })}
        </Alert>
      )}
    </HomeCard>
  );
}
