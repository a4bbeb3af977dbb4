import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await userManagerFor(region).signinResourceOwnerCredentials({
        username: String(form.get('username') ?? ''),
        password: String(form.get('password') ?? ''),
        skipUserInfo: true,
      });
      onSignedIn();
    } catch (reason) {
      setError(describePasswordError(reason, region.label));
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => void submit(event)}
      aria-label="Password sign-in"
    >
      <TextField
        name="username"
        label="Username"
        autoComplete="username"
        required
        defaultValue={initial?.username}
        key={`u-${initial?.username ?? ''}`}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        defaultValue={initial?.password}
        key={`p-${initial?.password ?? ''}`}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in with password'}
      </Button>
    </Stack>
  );
}
