import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { ApiError, describeError } from '../../../lib/api-errors';
import type { DayState, EventsRange } from '../data/use-events-range';

function dayErrorText(day: DayState): string {
  const error = day.error;
  if (error instanceof ApiError && error.status === 429) {
    return `The API asked us to slow down${error.retryAfterSeconds !== undefined ? ` (retry after ${error.retryAfterSeconds} s)` : ''}.`;
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
  const days = range.days.length;
  const total = range.days.length;
  const failed = range.days.filter((day) => day.status === 'error');
  const loading = range.loadedDays + failed.length < total;
  const waiting = range.days.find(
    (day) => day.fetching && day.failureReason instanceof ApiError && day.failureReason.status === 429,
  );
  const retrying = range.days.filter((day) => day.fetching && day.failureReason && day !== waiting);

  return (
    <Stack spacing={1}>
      {(loading || reserveSpace) && (
        <Box sx={{ minHeight: reserveSpace ? 28 : 0 }}>
          {loading && (
            <Box
              role="progressbar"
              aria-label="Loading days"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={range.loadedDays}
            >
              <Typography variant="body2" color="text.secondary">
                Loading… {range.loadedDays} of {total} {total === 1 ? 'day' : 'days'}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={total === 0 ? 0 : (100 * range.loadedDays) / total}
              />
            </Box>
          )}
        </Box>
      )}
      {range.awaitingConfirmation !== null && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onConfirmLong}>
              Load {range.awaitingConfirmation.days} days
            </Button>
          }
        >
          This window spans {range.awaitingConfirmation.days} days. Loading it takes{' '}
          {range.awaitingConfirmation.requests} requests (one per API date) and may be slow; narrow the range,
          or load it anyway.
        </Alert>
      )}
      {days > 7 && (
        <Typography variant="body2" color="text.secondary">
          This window spans {days} API dates: {days} requests, one per day (the API allows at most 7 days per
          request).
        </Typography>
      )}
      {waiting && (
        <Alert severity="info" role="status">
          The API asked us to slow down: waiting
          {waiting.failureReason instanceof ApiError && waiting.failureReason.retryAfterSeconds !== undefined
            ? ` ${waiting.failureReason.retryAfterSeconds} s`
            : ' a moment'}{' '}
          before asking again.
        </Alert>
      )}
      {retrying.length > 0 && (
        <Alert severity="info" role="status">
          {retrying.length === 1 ? `${retrying[0]?.date} failed` : `${retrying.length} days failed`}; trying
          again…
        </Alert>
      )}
      {failed.map((day) => (
        <Alert
          key={day.date}
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={day.retry} disabled={day.fetching}>
              {day.fetching ? 'Retrying…' : 'Retry'}
            </Button>
          }
        >
          Events of {day.date} could not be loaded: {dayErrorText(day)}
        </Alert>
      ))}
    </Stack>
  );
});
