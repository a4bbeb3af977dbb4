import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';

/**
 * The settings line's last part: how far the scoring is while devices are scored, then what the table
 * holds. One place for both, in the line's own height: a progress block above the table, removed when the
 * scoring ended, moved the table up under the reader (Lighthouse's layout shift 0.27, bench/NOTES.md).
 */
export function HealthStatus({
  working,
  summary,
}: {
  working: { done: number; total: number } | null;
  /** Rows in the table and events scored, once both are final; null before. */
  summary: { rows: number; events: number } | null;
}) {
  const { t } = useTranslation('events');
  if (working) {
    const text = t('health.working', {
      done: formatNumber(working.done),
      total: formatNumber(working.total),
    });
    return (
      <Box role="status" sx={{ minWidth: 220 }}>
        <Typography variant="body2">{text}</Typography>
        <LinearProgress
          aria-label={text}
          variant="determinate"
          value={working.total ? (100 * working.done) / working.total : 0}
        />
      </Box>
    );
  }
  if (!summary) return null;
  return (
    <Typography variant="body2" role="status">
      {t('health.summary', {
        rows: t('health.rowCount', { count: summary.rows, n: formatNumber(summary.rows) }),
        events: t('health.eventCount', { count: summary.events, n: formatNumber(summary.events) }),
      })}
    </Typography>
  );
}
