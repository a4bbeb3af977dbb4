import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage({
  title,
  detail,
  homeHref = '/',
}: {
  title?: string;
  detail?: ReactNode;
  homeHref?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', mt: 6 }}>
      <Typography variant="h4" component="h1">
        {title ?? t('notFound.title')}
      </Typography>
      <Typography color="text.secondary">{detail ?? t('notFound.detail')}</Typography>
      <div>
        <Button variant="contained" component={RouterLink} to={homeHref}>
          {t('notFound.home')}
        </Button>
      </div>
    </Stack>
  );
}
