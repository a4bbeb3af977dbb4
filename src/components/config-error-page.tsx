import { Alert, AlertTitle, Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';

export interface ConfigProblemView {
  path: string;
  message: string;
}

/**
 * Shown instead of the app when config.json is missing or invalid: names every problem, never a blank page.
 * The page is in the reader's language; the problems themselves are for the operator and stay as written.
 */
export function ConfigErrorPage({ url, problems }: { url: string; problems: readonly ConfigProblemView[] }) {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ maxWidth: 760, mx: 'auto', p: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('configError.heading')}
      </Typography>
      <Alert severity="error">
        <AlertTitle>
          <Trans
            t={t}
            i18nKey="configError.title"
            count={problems.length}
            values={{ url, n: formatNumber(problems.length) }}
            components={[<code key="url" />]}
          />
        </AlertTitle>
        <List dense aria-label={t('configError.listLabel')}>
          {problems.map((problem, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={
                  problem.path === ''
                    ? t('configError.wholeFile', { message: problem.message })
                    : problem.path
                }
                secondary={problem.path === '' ? undefined : problem.message}
                slotProps={{ primary: { sx: { fontFamily: problem.path ? 'monospace' : undefined } } }}
              />
            </ListItem>
          ))}
        </List>
      </Alert>
      <Typography sx={{ mt: 3 }} color="text.secondary">
        <Trans t={t} i18nKey="configError.fix" components={[<code key="file" />]} />
      </Typography>
    </Box>
  );
}
