import { Alert, Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useActiveRegion } from '../regions';
import { ApiKeyForm } from './api-key-form';
import { DemoCredentials } from './demo-credentials';
import { PasswordForm } from './password-form';
import { safeReturnTo } from './safe-return-to';
import { useSession } from './use-session';
import { userManagerFor } from './user-managers';

export function SignInPage() {
  const region = useActiveRegion();
  const session = useSession(region);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(region.id, params.get('returnTo'));
  const [ssoError, setSsoError] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<{ username: string; password: string }>();
  const done = () => void navigate(returnTo, { replace: true });

  if (session.status === 'signedIn') return <Navigate to={returnTo} replace />;

  const startSso = () => {
    setSsoError(null);
    userManagerFor(region)
      .signinRedirect({ state: returnTo })
      .catch(() => setSsoError(`${region.label}'s identity provider could not be reached. Try again later.`));
  };

  const { sso, password, apiKey } = region.signIn;
  return (
    <Box sx={{ maxWidth: 460, mx: 'auto', mt: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h5" component="h1">
              Sign in to {region.label}
            </Typography>
            {sso && (
              <Stack spacing={1}>
                <Button variant="contained" size="large" onClick={startSso}>
                  Sign in with SSO
                </Button>
                {ssoError && <Alert severity="error">{ssoError}</Alert>}
              </Stack>
            )}
            {password && (
              <>
                {sso && <Divider>or with a password</Divider>}
                <PasswordForm region={region} initial={prefill} onSignedIn={done} />
              </>
            )}
            {apiKey && (
              <>
                {(sso || password) && <Divider>or with an API key</Divider>}
                <ApiKeyForm region={region} onSignedIn={done} />
              </>
            )}
            {region.demoCredentials && (
              <DemoCredentials
                credentials={region.demoCredentials}
                onUse={password ? setPrefill : undefined}
              />
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
