import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/api-errors';
import { progressText } from './lookup-progress-text';
import type { RegionState } from './use-regions-lookup';

/** The page's own region searched alone: progress, or why it ended (a hit opens the event instead). */
export function SingleRegionStatus({
  state,
  form,
  onRetry,
}: {
  state: RegionState | undefined;
  form: { type: string; id: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation('detail');
  if (!state || state.kind === 'found') return null;
  const text = progressText(t, state, form);
  switch (state.kind) {
    case 'waiting':
    case 'searching':
      return (
        <Box role="status">
          <Typography variant="body2">{text ?? t('lookup.regions.waiting')}</Typography>
          <LinearProgress
            aria-label={text ?? t('lookup.regions.waiting')}
            variant={state.kind === 'searching' ? 'determinate' : 'indeterminate'}
            value={state.kind === 'searching' ? (100 * state.done) / Math.max(state.total, 1) : 0}
          />
        </Box>
      );
    case 'notFound':
      return (
        <Alert severity="warning" role="status">
          {text}
        </Alert>
      );
    case 'stopped':
      return (
        <Alert severity="info" role="status">
          {text}
        </Alert>
      );
    case 'failed':
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('lookup.regions.retry')}
            </Button>
          }
        >
          {t('lookup.failed', { reason: describeError(state.error) })}
        </Alert>
      );
    case 'notSignedIn':
      return <Alert severity="error">{t('lookup.regions.notSignedIn')}</Alert>;
  }
}
