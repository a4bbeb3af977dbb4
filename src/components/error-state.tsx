import { Alert, AlertTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** An inline, recoverable error: says what failed and offers a retry when one makes sense. */
export function ErrorState({
  title,
  children,
  onRetry,
  retryLabel,
}: {
  title: string;
  children?: ReactNode;
  onRetry?: () => void;
  /** The retry button's text; "Try again" (in the active language) when not given. */
  retryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {retryLabel ?? t('errorState.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {children}
    </Alert>
  );
}
