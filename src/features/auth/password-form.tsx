import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionConfig } from '../../config/schema';
import { describePasswordError } from './sign-in-errors';
import { userManagerFor } from './user-managers';

export function PasswordForm({
  region,
  initial,
  onSignedIn,
}: {
  region: RegionConfig;
  initial?: { username: string; password: string } | undefined;
  onSignedIn: () => void;
}) {
  const { t } = useTranslation('auth');
  // The failure itself, worded when shown: a language switch words it again.
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      const manager = await userManagerFor(region);
      await manager.signinResourceOwnerCredentials({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
        skipUserInfo: true,
      });
      onSignedIn();
    } catch (reason) {
      setFailure({ reason });
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label={t('password.form')}
    >
      <TextField
        name="username"
        label={t('password.username')}
        autoComplete="username"
        required
        defaultValue={initial?.username}
        key={`u-${initial?.username ?? ''}`}
      />
      <TextField
        name="password"
        label={t('password.password')}
        type="password"
        autoComplete="current-password"
        required
        defaultValue={initial?.password}
        key={`p-${initial?.password ?? ''}`}
      />
      {failure && <Alert severity="error">{describePasswordError(failure.reason, region.label)}</Alert>}
      <Button type="submit" variant="outlined" disabled={busy}>
        {busy ? t('password.busy') : t('password.submit')}
      </Button>
    </Stack>
  );
}
