import {
  Alert,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { findingWords } from '../device-health';
import { defaultFilters, pageHref, type QueryPage } from '../event-url';
import { HomeCard } from './home-card';
import { useCardMark } from './use-card-mark';
import { lastSevenDays, useAttention } from './use-attention';
import type { HomeClock } from './use-home-clock';
import { everyType } from './use-today-counts';

/** The devices whose data looks most wrong over the last seven days, each with its reason and links. */
export function AttentionCard({ clock }: { clock: HomeClock }) {
  const { t } = useTranslation('home');
  const { t: te } = useTranslation('events');
  const { load, top, error } = useAttention(clock);
  useCardMark('attention', top !== null);
  const { regionId, tz } = clock;
  const hrefOf = (page: QueryPage, deviceIds: number[]) =>
    pageHref(page, regionId, {
      filters: {
        ...everyType,
        range: lastSevenDays,
        constraints: { ...defaultFilters.constraints, deviceIds },
        tz,
      },
    });
  return (
    <HomeCard
      title={t('attention.title')}
      href={hrefOf('health', [])}
      linkText={t('attention.open')}
      load={load}
    >
      {error !== null && <Alert severity="error">{t('attention.failed', { message: String(error) })}</Alert>}
      {top?.length === 0 && <Typography role="status">{t('attention.none')}</Typography>}
      {top && top.length > 0 && (
        <Table size="small" aria-label={t('attention.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('attention.device')}</TableCell>
              <TableCell>{t('attention.why')}</TableCell>
              <TableCell>{t('attention.links')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {top.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{h.id}</TableCell>
                <TableCell>
                  {findingWords(h.findings, te)}
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t('attention.score', { score: formatNumber(h.score, { maximumFractionDigits: 0 }) })}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Link
                      component={RouterLink}
                      to={hrefOf('health', [h.id])}
                      aria-label={t('attention.healthOf', { id: h.id })}
                    >
                      {t('attention.health')}
                    </Link>
                    <Link
                      component={RouterLink}
                      to={hrefOf('events', [h.id])}
                      aria-label={t('attention.eventsOf', { id: h.id })}
                    >
                      {t('attention.events')}
                    </Link>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </HomeCard>
  );
}
