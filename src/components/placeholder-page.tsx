import ConstructionIcon from '@mui/icons-material/Construction';
import { Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Says plainly that a page is not built yet, instead of pretending to work. */
export function PlaceholderPage({ title, children }: { title: string; children: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <ConstructionIcon color="action" />
        <div>
          <Typography sx={{ fontWeight: 600 }}>{t('placeholder.notBuilt')}</Typography>
          <Typography color="text.secondary">{children}</Typography>
        </div>
      </Paper>
    </Stack>
  );
}
