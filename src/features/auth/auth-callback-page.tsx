import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { paths } from '../../config/paths';
import type { RegionConfig } from '../../config/schema';
import { useActiveRegion } from '../regions';
import { safeReturnTo } from './safe-return-to';
import { userManagerFor } from './user-managers';

// Outlives sign-out: one entry per callback URL of this page load, holding only the path to go back to.
const handled = new Map<string, Promise<string>>();

/**
 * Completes the redirect once per callback URL: StrictMode runs effects twice, and a second
 * signinCallback on the same URL fails with "No matching state found in storage".
 */
function completeSignIn(region: RegionConfig, url: string): Promise<string> {
  let pending = handled.get(url);
  if (!pending) {
    pending = userManagerFor(region)
      .then((manager) => manager.signinCallback(url))
      .then((user) => safeReturnTo(region.id, typeof user?.state === 'string' ? user.state : null));
    handled.set(url, pending);
  }
  return pending;
}

export function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  const region = useActiveRegion();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    completeSignIn(region, window.location.href).then(
      (returnTo) => active && void navigate(returnTo, { replace: true }),
      // oidc-client-ts's or the identity provider's own words: technical detail, shown as they are.
      (reason: unknown) => active && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      active = false;
    };
  }, [region, navigate]);

  if (error) {
    return (
      <ErrorState title={t('callback.failed', { region: region.label })}>
        <Typography sx={{ mb: 1 }}>{error}</Typography>
        <Button variant="outlined" color="inherit" component={RouterLink} to={paths.signIn(region.id)}>
          {t('callback.back')}
        </Button>
      </ErrorState>
    );
  }
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('callback.completing', { region: region.label })}</Typography>
    </Box>
  );
}
