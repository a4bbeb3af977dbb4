import { Box, LinearProgress, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import type { EventsRange } from '../../event-data';

/**
 * Honest progress, small enough for the page's header line: how many days have arrived, as words and a bar.
 * Gone once every day has arrived or failed (the failures say so themselves).
 */
export const LoadProgress = memo(function LoadProgress({ range }: { range: EventsRange }) {
  const { t } = useTranslation('events');
  // Days the budget left out are not waited for: its notice says what they are.
  const total = range.days.filter((day) => day.status !== 'stopped').length;
  const failed = range.days.filter((day) => day.status === 'error').length;
  if (range.loadedDays + failed >= total) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('load.progressLabel')}
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={range.loadedDays}
      sx={{ flexShrink: 0, minWidth: 150 }}
    >
      <Typography variant="body2" color="text.secondary" noWrap>
        {t('load.progress', {
          count: total,
          loaded: formatNumber(range.loadedDays),
          total: formatNumber(total),
        })}
      </Typography>
      {/* The box above is the progress bar a reader hears; this is only its picture. */}
      <LinearProgress
        aria-hidden
        variant="determinate"
        value={total === 0 ? 0 : (100 * range.loadedDays) / total}
      />
    </Box>
  );
});
