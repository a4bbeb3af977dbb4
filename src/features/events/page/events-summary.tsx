import { Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { formatInZone } from '../../../lib/format-time';
import type { RowStats } from '../../event-rows';

/**
 * What the rows shown are: how many of those loaded, how many vehicles, from when to when. The times keep
 * the table's sortable form, so they read the same as the rows they stand for; they come last, as the
 * toolbar may cut the line short (the histogram shows the span too).
 */
export const EventsSummary = memo(function EventsSummary({
  shown,
  stats,
  loaded,
  zone,
}: {
  shown: number;
  stats: RowStats;
  loaded: number;
  zone: string;
}) {
  const { t } = useTranslation('events');
  if (shown === 0) {
    return (
      <Typography role="status" color="text.secondary">
        {loaded > 0 ? t('summary.noneHidden', { count: loaded, n: formatNumber(loaded) }) : t('summary.none')}
      </Typography>
    );
  }
  const { first, last, vehicles } = stats;
  const text = t('summary.line', {
    events: t('summary.events', {
      count: loaded,
      shown: formatNumber(shown),
      loaded: formatNumber(loaded),
    }),
    span: t('summary.span', { first: formatInZone(first, zone), last: formatInZone(last, zone) }),
    vehicles: t('summary.vehicles', { count: vehicles, n: formatNumber(vehicles) }),
  });
  // Whole in the tooltip: the toolbar may cut it short.
  return (
    <Typography role="status" title={text}>
      {text}
    </Typography>
  );
});
