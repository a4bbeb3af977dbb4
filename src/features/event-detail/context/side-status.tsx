import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { describeError } from '../../../lib/api-errors';
import { neighboursPerStep, type NeighbourSide, type SideStatus } from '../../event-data';

/** What one end of the list says: a "10 more" button, that it is looking, that it failed, or that it ended. */
export function SideStatusLine({
  side,
  status,
  shown,
  ofEntity,
  daysEachWay,
  onMore,
  onRetry,
}: {
  side: NeighbourSide;
  status: SideStatus;
  shown: number;
  /** "of vehicle 800", in the active language (the article agrees with the entity: "da viagem 77"). */
  ofEntity: string;
  daysEachWay: number;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('detail');
  switch (status.kind) {
    case 'more':
    case 'loading': {
      const loading = status.kind === 'loading';
      // The button stays while it looks (not focusable one moment, gone the next), only inert.
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
          <Button
            size="small"
            onClick={loading ? undefined : onMore}
            aria-disabled={loading}
            // The spinner is only a picture: the status line beside it says it in words.
            startIcon={loading ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
          >
            {t(`around.side.more.${side}`, { count: neighboursPerStep, n: formatNumber(neighboursPerStep) })}
          </Button>
          {loading && (
            <Typography role="status" variant="body2" color="text.secondary">
              {status.date
                ? t(`around.side.looking.${side}On`, { date: status.date })
                : t(`around.side.looking.${side}`)}
            </Typography>
          )}
        </Stack>
      );
    }
    case 'error':
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('around.side.retry')}
            </Button>
          }
        >
          {t(`around.side.failed.${side}`, { date: status.date, reason: describeError(status.error) })}
        </Alert>
      );
    case 'end': {
      const which = shown > 0 ? 'noMore' : 'none';
      return (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
          {status.upToNow
            ? t(`around.side.end.${side}.${which}UpToNow`, { ofEntity })
            : t(`around.side.end.${side}.${which}`, {
                ofEntity,
                count: daysEachWay,
                n: formatNumber(daysEachWay),
              })}
        </Typography>
      );
    }
  }
}
