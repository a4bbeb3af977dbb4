import { AppBar, Box, Container, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OfflineNotice } from './offline-notice';

/** The frame of every page: app bar with the product name, a slot for actions, a banner slot and the page. */
export function AppShell({
  homeHref,
  actions,
  banner,
  compact = false,
  start,
  children,
}: {
  homeHref: string;
  /** Before the product's name (a small screen's menu). */
  start?: ReactNode;
  /** A phone's bar: one line, the product's name left to the actions' menu. */
  compact?: boolean;
  actions?: ReactNode;
  banner?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <AppBar position="sticky" color="primary" enableColorOnDark>
        {/* On a phone the bar's actions wrap onto lines of their own: nothing runs off the screen. */}
        <Toolbar
          sx={
            compact
              ? { gap: 1, flexWrap: 'nowrap', minWidth: 0 }
              : { gap: { xs: 1, md: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }
          }
        >
          {start}
          {!compact && (
            <Typography
              variant="h6"
              component={RouterLink}
              to={homeHref}
              sx={{ color: 'inherit', textDecoration: 'none', whiteSpace: 'nowrap' }}
            >
              {t('appName')}
            </Typography>
          )}
          <Box
            sx={{
              flexGrow: 1,
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: compact ? 'nowrap' : { xs: 'wrap', md: 'nowrap' },
              minWidth: 0,
            }}
          >
            {actions}
          </Box>
        </Toolbar>
      </AppBar>
      <OfflineNotice />
      {banner}
      <Container component="main" id="main" maxWidth={false} sx={{ flexGrow: 1, pt: 2, pb: 1 }} tabIndex={-1}>
        {children}
      </Container>
    </Box>
  );
}
