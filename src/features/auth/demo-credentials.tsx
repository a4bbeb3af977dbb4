import { Alert, AlertTitle, Button, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Credential {
  username: string;
  password: string;
  note?: string | Readonly<Record<string, string>> | undefined;
}

/** The note in `locale`, else in its language ("es" for "es-MX"), else in English, else the first given. */
function noteIn(note: Credential['note'], locale: string): string | undefined {
  if (note === undefined || typeof note === 'string') return note;
  return note[locale] ?? note[locale.split('-')[0] ?? ''] ?? note.en ?? Object.values(note)[0];
}

/** Only where config lists them (the emulator's regions): tells a first-time user how to get in. */
export function DemoCredentials({
  credentials,
  onUse,
}: {
  credentials: readonly Credential[];
  onUse?: ((credential: { username: string; password: string }) => void) | undefined;
}) {
  const { t, i18n } = useTranslation('auth');
  return (
    // The list as wide as the box: a Fill in button sits at its right edge, not over a long username.
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { flex: 1 } }}>
      <AlertTitle>{t('demo.title')}</AlertTitle>
      <List dense disablePadding aria-label={t('demo.title')}>
        {credentials.map((credential) => (
          <ListItem
            key={credential.username}
            disableGutters
            secondaryAction={
              onUse && (
                <Button
                  size="small"
                  aria-label={t('demo.fillInAccount', { username: credential.username })}
                  onClick={() => onUse({ username: credential.username, password: credential.password })}
                >
                  {t('demo.fillIn')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${credential.username} / ${credential.password}`}
              secondary={noteIn(credential.note, i18n.language)}
              slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
