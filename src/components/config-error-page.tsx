import { Alert, AlertTitle, Box, List, ListItem, ListItemText, Typography } from '@mui/material';

export interface ConfigProblemView {
  path: string;
  message: string;
}

/** Shown instead of the app when config.json is missing or invalid: names every problem, never a blank page. */
export function ConfigErrorPage({ url, problems }: { url: string; problems: readonly ConfigProblemView[] }) {
  return (
    <Box component="main" sx={{ maxWidth: 760, mx: 'auto', p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Fleet Events Explorer cannot start
      </Typography>
      <Alert severity="error">
        <AlertTitle>
          The configuration file <code>{url}</code> has{' '}
          {problems.length === 1 ? 'a problem' : `${problems.length} problems`}
        </AlertTitle>
        <List dense aria-label="Configuration problems">
          {problems.map((problem, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={problem.path === '' ? `The file ${problem.message}` : problem.path}
                secondary={problem.path === '' ? undefined : problem.message}
                slotProps={{ primary: { sx: { fontFamily: problem.path ? 'monospace' : undefined } } }}
              />
            </ListItem>
          ))}
        </List>
      </Alert>
      <Typography sx={{ mt: 3 }} color="text.secondary">
        An operator fixes this by editing <code>config.json</code> next to the app&apos;s files; the README
        lists every field. No rebuild is needed: reload the page afterwards.
      </Typography>
    </Box>
  );
}
