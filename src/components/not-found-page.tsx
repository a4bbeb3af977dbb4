import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage({
  title = 'Page not found',
  detail,
  homeHref = '/',
}: {
  title?: string;
  detail?: ReactNode;
  homeHref?: string;
}) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640, mx: 'auto', mt: 6 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">
        {detail ?? 'There is nothing at this address. Check the link, or start again from the events page.'}
      </Typography>
      <div>
        <Button variant="contained" component={RouterLink} to={homeHref}>
          Go to events
        </Button>
      </div>
    </Stack>
  );
}
