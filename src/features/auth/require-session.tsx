import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { paths } from '../../config/paths';
import { describeError } from '../../lib/api-errors';
import { useActiveRegion } from '../regions';
import { signOutLocally } from './sign-out';
import { SignedInContext } from './use-region-api';
import { useSession } from './use-session';

/** Protected pages: signed in, or off to sign-in with the exact URL (path and filters) as returnTo. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const region = useActiveRegion();
  const session = useSession(region);
  const location = useLocation();
  const queryClient = useQueryClient();
  const returnTo = `${location.pathname}${location.search}${location.hash}`;
  // The same value while the session is: pages below do not re-render for a new object on every URL change.
  const signedIn = useMemo(
    () => (session.status === 'signedIn' ? { region, session } : null),
    [region, session],
  );

  if (session.status === 'signedOut') return <Navigate to={paths.signIn(region.id, returnTo)} replace />;
  if (session.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('session.signingIn', { region: region.label })}</Typography>
      </Box>
    );
  }
  if (session.status === 'error') {
    return (
      <ErrorState title={t('session.failed', { region: region.label })}>
        <Typography sx={{ mb: 1 }}>{describeError(session.error)}</Typography>
        <Button variant="outlined" color="inherit" onClick={() => void signOutLocally(region, queryClient)}>
          {t('session.signInAgain')}
        </Button>
      </ErrorState>
    );
  }
  return <SignedInContext.Provider value={signedIn}>{children}</SignedInContext.Provider>;
}
