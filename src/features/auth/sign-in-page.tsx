import { Alert, Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { activeLocale } from '../../i18n/i18n';
import { useActiveRegion } from '../regions';
import { ApiKeyForm } from './api-key-form';
import { DemoCredentials } from './demo-credentials';
import { PasswordForm } from './password-form';
import { safeReturnTo } from './safe-return-to';
import { useSession } from './use-session';
import { userManagerFor } from './user-managers';

export function SignInPage() {
  const { t } = useTranslation('auth');
  const region = useActiveRegion();
  const session = useSession(region);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(region.id, params.get('returnTo'));
  const [ssoFailed, setSsoFailed] = useState(false);
  const [prefill, setPrefill] = useState<{ username: string; password: string }>();
  const done = () => void navigate(returnTo, { replace: true });

  if (session.status === 'signedIn') return <Navigate to={returnTo} replace />;

  const startSso = () => {
    setSsoFailed(false);
    userManagerFor(region)
      // ui_locales: the identity provider's page opens in the language this page is in.
      .then((manager) => manager.signinRedirect({ state: returnTo, ui_locales: activeLocale() }))
      .catch(() => setSsoFailed(true));
  };

  const { sso, password, apiKey } = region.signIn;
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto', mt: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h5" component="h1">
              {t('signIn.heading', { region: region.label })}
            </Typography>
            {/* First: at 1280×720 the accounts were below the three ways in, out of sight. */}
            {region.demoCredentials && (
              <DemoCredentials
                credentials={region.demoCredentials}
                onUse={password ? setPrefill : undefined}
              />
            )}
            {sso && (
              <Stack spacing={1}>
                <Button variant="contained" size="large" onClick={startSso}>
                  {t('signIn.sso')}
                </Button>
                {ssoFailed && (
                  <Alert severity="error">{t('signIn.ssoUnreachable', { region: region.label })}</Alert>
                )}
              </Stack>
            )}
            {password && (
              <>
                {sso && <Divider>{t('signIn.orPassword')}</Divider>}
                <PasswordForm region={region} initial={prefill} onSignedIn={done} />
              </>
            )}
            {apiKey && (
              <>
                {(sso || password) && <Divider>{t('signIn.orApiKey')}</Divider>}
                <ApiKeyForm region={region} onSignedIn={done} />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
