import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { ApiError, describeError } from '../../../lib/api-errors';
import type { DayState, EventsRange } from '../../event-data';
import { BudgetNotice } from './budget-notice';

function dayErrorText(day: DayState, t: TFunction<'events'>): string {
  const error = day.error;
  if (error instanceof ApiError && error.status === 429) {
    return error.retryAfterSeconds !== undefined
      ? t('load.slowDownRetryAfter', { seconds: formatNumber(error.retryAfterSeconds) })
      : t('load.slowDown');
  }
  return describeError(error);
}

/** Honest progress: how many days have arrived, which failed (each with a retry), a long window's cost. */
export const LoadStatus = memo(function LoadStatus({
  range,
  onConfirmLong,
  reserveSpace = true,
}: {
  range: EventsRange;
  onConfirmLong: () => void;
  /** Keep the progress bar's place while idle, so the rows below do not jump (not above a map that fills the screen). */
  reserveSpace?: boolean;
}) {
  const { t } = useTranslation('events');
  const days = range.days.length;
  // Days the budget left out are not waited for: the notice says what they are.
  const total = range.days.filter((day) => day.status !== 'stopped').length;
  const failed = range.days.filter((day) => day.status === 'error');
  const loading = range.loadedDays + failed.length < total;
  const waiting = range.days.find(
    (day) => day.fetching && day.failureReason instanceof ApiError && day.failureReason.status === 429,
  );
  const retrying = range.days.filter((day) => day.fetching && day.failureReason && day !== waiting);
  const waitSeconds =
    waiting?.failureReason instanceof ApiError ? waiting.failureReason.retryAfterSeconds : undefined;
  const long = range.awaitingConfirmation;

  return (
    <Stack spacing={1}>
      {(loading || reserveSpace) && (
        <Box sx={{ minHeight: reserveSpace ? 28 : 0 }}>
          {loading && (
            <Box
              role="progressbar"
              aria-label={t('load.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={range.loadedDays}
            >
              <Typography variant="body2" color="text.secondary">
                {t('load.progress', {
                  count: total,
                  loaded: formatNumber(range.loadedDays),
                  total: formatNumber(total),
                })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={total === 0 ? 0 : (100 * range.loadedDays) / total}
              />
            </Box>
          )}
        </Box>
      )}
      {long !== null && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onConfirmLong}>
              {t('load.confirm', { count: long.days, n: formatNumber(long.days) })}
            </Button>
          }
        >
          {t('load.longWindow', {
            count: long.days,
            n: formatNumber(long.days),
            requests: formatNumber(long.requests),
          })}
        </Alert>
      )}
      {range.budgetStop && <BudgetNotice stop={range.budgetStop} />}
      {days > 7 && (
        <Typography variant="body2" color="text.secondary">
          {t('load.apiDates', { count: days, n: formatNumber(days) })}
        </Typography>
      )}
      {waiting && (
        <Alert severity="info" role="status">
          {waitSeconds !== undefined
            ? t('load.waiting', { seconds: formatNumber(waitSeconds) })
            : t('load.waitingMoment')}
        </Alert>
      )}
      {retrying.length > 0 && (
        <Alert severity="info" role="status">
          {retrying.length === 1
            ? t('load.retryingDay', { date: retrying[0]?.date })
            : t('load.retryingDays', { count: retrying.length, n: formatNumber(retrying.length) })}
        </Alert>
      )}
      {failed.map((day) => (
        <Alert
          key={day.date}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={day.retry} disabled={day.fetching}>
              {day.fetching ? t('load.retrying') : t('load.retry')}
            </Button>
          }
        >
          {t('load.dayFailed', { date: day.date, reason: dayErrorText(day, t) })}
        </Alert>
      ))}
    </Stack>
  );
});
