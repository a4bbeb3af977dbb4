import { Alert, AlertTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** An inline, recoverable error: says what failed and offers a retry when one makes sense. */
export function ErrorState({
  title,
  children,
  onRetry,
  retryLabel = 'Try again',
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}
