import { Alert, AlertTitle, Button, List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Credential {
  username: string;
  password: string;
  note?: string | undefined;
}

/** Only where config lists them (the emulator's regions): tells a first-time user how to get in. */
export function DemoCredentials({
  credentials,
  onUse,
}: {
  credentials: readonly Credential[];
  onUse?: ((credential: { username: string; password: string }) => void) | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <Alert severity="info" icon={false}>
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
              secondary={credential.note}
              slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
