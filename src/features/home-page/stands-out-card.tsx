import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { columnLabel } from '../event-rows';
import { absentText, pageHref, type PeriodChoice } from '../event-url';
import { HomeCard } from './home-card';
import { useCardMark } from './use-card-mark';
import type { HomeClock } from './use-home-clock';
import { useStandsOut } from './use-stands-out';
import { everyType, type TodayDays } from './use-today-counts';

/** The events page overlays the same weekday a week before: the nearest of the weeks compared. */
const weekBefore: PeriodChoice = { kind: 'days', days: 7 };

const share = (n: number) => formatNumber(n, { style: 'percent', maximumFractionDigits: 0 });

/**
 * The values (vehicles, types, actions, attribute values) whose share of today's events differs most from
 * their share in the same hours of the four weeks before, by the compare engine's test; each opens today's
 * events with that value included and the week before overlaid.
 */
export function StandsOutCard({ clock, days }: { clock: HomeClock; days: TodayDays }) {
  const { t } = useTranslation('home');
  const found = useStandsOut(days.read);
  useCardMark('standsOut', found !== null);
  const href = (filter?: { column: string; value: string | null }) =>
    pageHref('events', clock.regionId, {
      filters: { ...everyType, range: { kind: 'preset', preset: 'today' }, tz: clock.tz },
      valueFilters: filter ? [{ mode: 'in', ...filter }] : [],
      vs: weekBefore,
    });
  return (
    <HomeCard title={t('standsOut.title')} href={href()} linkText={t('standsOut.open')} load={days.load}>
      {found?.length === 0 && <Typography role="status">{t('standsOut.none')}</Typography>}
      {found && found.length > 0 && (
        <List dense aria-label={t('standsOut.listLabel')}>
          {found.map((v) => (
            <ListItem key={`${v.column}\u0000${v.value ?? ''}`} disableGutters>
              <Link component={RouterLink} to={href(v)}>
                {t(v.difference > 0 ? 'standsOut.more' : 'standsOut.less', {
                  column: columnLabel(v.column),
                  value: v.value ?? absentText,
                  today: share(v.selectionShare),
                  usual: share(v.baselineShare),
                })}
              </Link>
            </ListItem>
          ))}
        </List>
      )}
    </HomeCard>
  );
}
