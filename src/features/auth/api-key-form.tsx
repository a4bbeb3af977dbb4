import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { RegionConfig } from '../../config/schema';
import { checkApiKey } from './api/check-api-key';
import { keyStore } from './key-store';
import { describeApiKeyError } from './sign-in-errors';

export function ApiKeyForm({ region, onSignedIn }: { region: RegionConfig; onSignedIn: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const apiKey = String(new FormData(event.currentTarget).get('apiKey') ?? '').trim();
    if (!apiKey) return;
    setBusy(true);
    setError(null);
    try {
      await checkApiKey(region, apiKey);
      keyStore.write(region.id, { kind: 'apiKey', apiKey, label: `API key …${apiKey.slice(-4)}` });
      onSignedIn();
    } catch (reason) {
      setError(describeApiKeyError(reason, region.label));
      setBusy(false);
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} aria-label="API key sign-in">
      <TextField
        name="apiKey"
        label="API key"
        type="password"
        autoComplete="off"
        required
        helperText={`A user, company or integration key. It stays in this tab's session storage, sent only to ${region.label}'s API, until you sign out or close the tab.`}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button type="submit" variant="outlined" disabled={busy}>
        {busy ? 'Checking the key…' : 'Use this API key'}
      </Button>
    </Stack>
  );
}
