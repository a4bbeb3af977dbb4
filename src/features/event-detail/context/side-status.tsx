import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { describeError } from '../../../lib/api-errors';
import { neighboursPerStep, type NeighbourSide, type SideStatus } from '../../events';

const words = { newer: 'later', older: 'earlier' } as const;

/** What one end of the list says: a "10 more" button, that it is looking, that it failed, or that it ended. */
export function SideStatusLine({
  side,
  status,
  shown,
  entity,
  daysEachWay,
  onMore,
  onRetry,
}: {
  side: NeighbourSide;
  status: SideStatus;
  shown: number;
  /** "vehicle 800" */
  entity: string;
  daysEachWay: number;
  onMore: () => void;
  onRetry: () => void;
}) {
  const word = words[side];
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
            startIcon={loading ? <CircularProgress size={14} color="inherit" /> : undefined}
          >
            {neighboursPerStep} more {word} events
          </Button>
          {loading && (
            <Typography role="status" variant="body2" color="text.secondary">
              Looking for {word} events{status.date ? ` on ${status.date}` : ''}…
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
              Retry
            </Button>
          }
        >
          The {word} events of {status.date} could not be loaded: {describeError(status.error)}
        </Alert>
      );
    case 'end':
      return (
        <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
          No {shown > 0 ? 'more ' : ''}
          {word} events of {entity} {status.upToNow ? 'up to now' : `within ${daysEachWay} days`}.
        </Typography>
      );
  }
}
