import { Box, CircularProgress, Stack } from '@mui/material';
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { AppShell } from '../components/app-shell';
import { NotFoundPage } from '../components/not-found-page';
import { LanguageMenu } from '../components/language-menu';
import { ThemeModeToggle } from '../components/theme-mode-toggle';
import { useRegionLocale } from '../i18n/use-region-locale';
import { findRegion, useAppConfig } from '../config/config-context';
import type { RegionConfig } from '../config/schema';
import { paths } from '../config/paths';
import { hasRegionSession, UserMenu, watchRegionSessions } from '../features/auth';
import { EntityNamesButton } from '../features/entities';
import { PresenterMark, usePresenterShortcut, setMaskingRegion } from '../features/presenter';
import { ActiveRegionProvider, EnvironmentBanner, RegionSwitcher } from '../features/regions';
import { useScreenSize } from '../lib/screen-size';
import { PageLinks } from './page-links';
import { SmallScreenMenu } from './small-screen-menu';

/** Everything under /:region: resolves the region from the URL, then frames the page. */
export function RegionLayout() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { region: regionId } = useParams();
  const region = findRegion(config, regionId);

  if (!region) {
    return (
      <AppShell
        homeHref={paths.home(config.defaultRegion)}
        actions={
          <>
            <LanguageMenu />
            <ThemeModeToggle />
          </>
        }
      >
        <NotFoundPage
          title={t('unknownRegion.title')}
          detail={t('unknownRegion.detail', {
            id: regionId ?? '',
            known: config.regions.map((r) => r.id).join(', '),
          })}
          homeHref={paths.home(config.defaultRegion)}
        />
      </AppShell>
    );
  }

  return <RegionFrame region={region} />;
}

/**
 * The frame of a region's pages. Memoised on the region: a sort or a keystroke changes the URL, and only
 * the page itself (through the outlet) needs to render again, not the app bar and its menus.
 */
const RegionFrame = memo(function RegionFrame({ region }: { region: RegionConfig }) {
  const { t } = useTranslation();
  useRegionLocale(region.defaultLocale);
  // Below a desktop the full bar wraps to two or three lines: the pages go into a menu. A phone leaves
  // out the product's name as well, for the region and the account.
  const screenSize = useScreenSize();
  usePresenterShortcut();
  setMaskingRegion(region.id, region.presenterSafeAttributes);
  return (
    <ActiveRegionProvider region={region}>
      <AppShell
        homeHref={paths.home(region.id)}
        banner={<EnvironmentBanner />}
        compact={screenSize === 'phone'}
        start={screenSize !== 'desktop' && <SmallScreenMenu regionId={region.id} />}
        actions={
          screenSize !== 'desktop' ? (
            <>
              <Box sx={{ flexGrow: 1 }} />
              <PresenterMark />
              <RegionSwitcher hasSession={hasRegionSession} watchSessions={watchRegionSessions} />
              <UserMenu />
            </>
          ) : (
            <>
              <PageLinks regionId={region.id} />
              <PresenterMark />
              <RegionSwitcher hasSession={hasRegionSession} watchSessions={watchRegionSessions} />
              <EntityNamesButton />
              <UserMenu />
              <LanguageMenu />
              <ThemeModeToggle />
            </>
          )
        }
      >
        <Suspense
          fallback={
            <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', mt: 4 }}>
              <CircularProgress size={24} aria-hidden />
              <span>{t('loadingPage')}</span>
            </Stack>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell>
    </ActiveRegionProvider>
  );
});
