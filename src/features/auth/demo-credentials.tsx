import { Alert, AlertTitle, Button, List, ListItem, ListItemText } from '@mui/material';

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
  return (
    <Alert severity="info" icon={false}>
      <AlertTitle>Demo accounts</AlertTitle>
      <List dense disablePadding aria-label="Demo accounts">
        {credentials.map((credential) => (
          <ListItem
            key={credential.username}
            disableGutters
            secondaryAction={
              onUse && (
                <Button
                  size="small"
                  aria-label={`Fill in ${credential.username}`}
                  onClick={() => onUse({ username: credential.username, password: credential.password })}
                >
                  Fill in
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
