import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';

/** The router's error boundary: a crash in one page says what happened and offers a way back. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  // The error's own words (a status line, an exception's message): technical detail, shown as they are.
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : t('routeError.unknown');
  return (
    <Box component="main" sx={{ maxWidth: 760, mx: 'auto', p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('routeError.heading')}
      </Typography>
      <Alert severity="error">
        <AlertTitle>{t('routeError.title')}</AlertTitle>
        {message}
      </Alert>
      <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </Button>
        <Button href="/">{t('routeError.startAgain')}</Button>
      </Box>
    </Box>
  );
}
