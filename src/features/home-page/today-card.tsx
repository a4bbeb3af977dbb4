import { Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateParts, formatNumber } from '../../i18n/format';
import { pageHref } from '../event-url';
import { HomeCard } from './home-card';
import { useCardMark } from './use-card-mark';
import { HourBars, hourBarsBox } from './hour-bars';
import type { HomeClock } from './use-home-clock';
import { everyType, useTodayCounts, type TodayDays } from './use-today-counts';

/** Types listed; the rest are a click away on the events page. */
const typesShown = 8;

const whole = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

/** The card filled with as many types as it lists: the space it holds while its days load. */
function TodayReserve() {
  return (
    <>
      <Typography variant="h5">
        <Skeleton animation={false} />
      </Typography>
      <Typography variant="body2">
        <Skeleton animation={false} />
      </Typography>
      <Skeleton animation={false} variant="rectangular" sx={hourBarsBox} />
      <List dense>
        {Array.from({ length: typesShown }, (_, line) => (
          <ListItem key={line} disableGutters>
            <Typography>
              <Skeleton animation={false} width={240} />
            </Typography>
          </ListItem>
        ))}
      </List>
    </>
  );
}

/** Today so far beside the same weekday of the four weeks before, by this hour: in total, per type, per hour. */
export function TodayCard({ clock, days }: { clock: HomeClock; days: TodayDays }) {
  const { t } = useTranslation('home');
  const result = useTodayCounts(days);
  useCardMark('today', result !== null);
  const { regionId, tz, zone, now } = clock;
  const todayHref = (types: string[]) =>
    pageHref('events', regionId, {
      filters: { ...everyType, types, range: { kind: 'preset', preset: 'today' }, tz },
    });
  const time = formatDateParts(now, zone, { hour: 'numeric', minute: '2-digit' });
  return (
    <HomeCard
      title={t('today.title')}
      href={todayHref([])}
      linkText={t('today.open')}
      load={days.load}
      reserve={<TodayReserve />}
    >
      {result && (
        <>
          <Typography variant="h5" component="p">
            {t('today.total', {
              count: result.total.today,
              n: whole(result.total.today),
              usual: whole(result.total.usual),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {result.weeksRead > 0 ? t('today.basis', { count: result.weeksRead, time }) : t('today.noUsual')}
          </Typography>
          <HourBars
            hours={result.hours}
            upTo={Number(formatDateParts(now, zone, { hour: 'numeric', hourCycle: 'h23' }))}
          />
          <List dense aria-label={t('today.perType')}>
            {result.types.slice(0, typesShown).map((line) => (
              <ListItem key={line.type} disableGutters>
                <Link component={RouterLink} to={todayHref([line.type ?? ''])}>
                  {t('today.type', { type: line.type, n: whole(line.today), usual: whole(line.usual) })}
                </Link>
              </ListItem>
            ))}
          </List>
        </>
      )}
    </HomeCard>
  );
}
