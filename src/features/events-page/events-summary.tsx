import { Typography } from '@mui/material';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { formatInZone } from '../../lib/format-time';
import type { RowStats } from '../event-rows';

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
  const { vehicles } = stats;
  const first = formatInZone(stats.first, zone);
  const last = formatInZone(stats.last, zone);
  const text = t('summary.line', {
    events: t('summary.events', {
      count: loaded,
      shown: formatNumber(shown),
      loaded: formatNumber(loaded),
    }),
    span: t('summary.span', { first, last }),
    vehicles: t('summary.vehicles', { count: vehicles, n: formatNumber(vehicles) }),
  });
  // Whole in the tooltip: the toolbar may cut it short.
  return (
    <Typography role="status" title={text}>
      {keptWhole(text, [first, last])}
    </Typography>
  );
});

/**
 * The text with each of `pieces` where it occurs kept on one line: a time broken at its hyphens
 * ("2026-11-" / "28 10:37:34") reads as two values.
 */
function keptWhole(text: string, pieces: readonly string[]): ReactNode[] {
  const out: ReactNode[] = [];
  let from = 0;
  for (;;) {
    const found = pieces
      .map((piece) => ({ piece, at: text.indexOf(piece, from) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!found) break;
    out.push(text.slice(from, found.at));
    out.push(
      <span key={found.at} style={{ whiteSpace: 'nowrap' }}>
        {found.piece}
      </span>,
    );
    from = found.at + found.piece.length;
  }
  out.push(text.slice(from));
  return out;
}
