import { Alert, Button, Stack } from '@mui/material';
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

/**
 * What stands between the user and the whole window: a long window to confirm, the memory budget's stop,
 * the API asking us to wait, days retried, and days that failed (each with a retry). Silent otherwise.
 */
export const LoadProblems = memo(function LoadProblems({
  range,
  onConfirmLong,
}: {
  range: EventsRange;
  onConfirmLong: () => void;
}) {
  const { t } = useTranslation('events');
  const failed = range.days.filter((day) => day.status === 'error');
  const waiting = range.days.find(
    (day) => day.fetching && day.failureReason instanceof ApiError && day.failureReason.status === 429,
  );
  const retrying = range.days.filter((day) => day.fetching && day.failureReason && day !== waiting);
  const waitSeconds =
    waiting?.failureReason instanceof ApiError ? waiting.failureReason.retryAfterSeconds : undefined;
  const long = range.awaitingConfirmation;
  if (!long && !range.budgetStop && !waiting && retrying.length === 0 && failed.length === 0) return null;

  return (
    <Stack spacing={1}>
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
