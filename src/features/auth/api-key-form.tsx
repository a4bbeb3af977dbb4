import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionConfig } from '../../config/schema';
import { checkApiKey } from './api/check-api-key';
import { keyStore } from './key-store';
import { describeApiKeyError } from './sign-in-errors';

export function ApiKeyForm({ region, onSignedIn }: { region: RegionConfig; onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  // The failure itself, worded when shown: a language switch words it again.
  const [failure, setFailure] = useState<{ reason: unknown } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const apiKey = String(form.get('apiKey') ?? '').trim();
    // Lent to the user's other tabs of the app only when they ticked the box (lending.ts).
    const lend = form.get('lend') === 'yes';
    if (!apiKey) return;
    setBusy(true);
    setFailure(null);
    try {
      await checkApiKey(region, apiKey);
      // The stored label stays in English (other tabs and older sessions read it); the user menu names the
      // key in the active language from the key itself.
      keyStore.write(region.id, {
        kind: 'apiKey',
        apiKey,
        label: `API key …${apiKey.slice(-4)}`,
        apiBaseUrl: region.apiBaseUrl,
        ...(lend ? { lend } : {}),
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
      aria-label={t('apiKey.form')}
    >
      <TextField
        name="apiKey"
        label={t('apiKey.label')}
        type="password"
        autoComplete="off"
        required
        helperText={t('apiKey.helper', { region: region.label })}
      />
      <FormControlLabel control={<Checkbox name="lend" value="yes" />} label={t('apiKey.lend')} />
      {failure && <Alert severity="error">{describeApiKeyError(failure.reason, region.label)}</Alert>}
      <Button type="submit" variant="outlined" disabled={busy}>
        {busy ? t('apiKey.busy') : t('apiKey.submit')}
      </Button>
    </Stack>
  );
}
