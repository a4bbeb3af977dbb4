import MenuIcon from '@mui/icons-material/Menu';
import { Box, Divider, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageMenu } from '../components/language-menu';
import { ThemeModeToggle } from '../components/theme-mode-toggle';
import { paths } from '../config/paths';
import { EntityNamesButton } from '../features/entities';
import { PageLinks } from './page-links';

/**
 * On a phone or a tablet the app bar keeps one line: the pages, the names kept in this browser, the
 * language and the theme are one tap away in a drawer instead of three lines of bar above every page.
 */
export function SmallScreenMenu({ regionId }: { regionId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton color="inherit" edge="start" aria-label={t('nav.menu')} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={close}>
        <Stack spacing={1} sx={{ width: 260, p: 2 }}>
          <Typography
            variant="h6"
            component={RouterLink}
            to={paths.events(regionId)}
            onClick={close}
            sx={{ color: 'inherit', textDecoration: 'none' }}
          >
            {t('appName')}
          </Typography>
          <PageLinks regionId={regionId} column onNavigate={close} />
          <Divider />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <EntityNamesButton />
            <LanguageMenu />
            <ThemeModeToggle />
          </Box>
        </Stack>
      </Drawer>
    </>
  );
}
