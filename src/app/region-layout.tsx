import { Button, CircularProgress, Stack } from '@mui/material';
import { memo, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet, useLocation, useParams } from 'react-router';
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
import { ActiveRegionProvider, EnvironmentBanner, RegionSwitcher } from '../features/regions';
import { carriedHref, type QueryPage } from '../features/event-url';

/** Everything under /:region: resolves the region from the URL, then frames the page. */
export function RegionLayout() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { region: regionId } = useParams();
  const region = findRegion(config, regionId);

  if (!region) {
    return (
      <AppShell
        homeHref={paths.events(config.defaultRegion)}
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
          homeHref={paths.events(config.defaultRegion)}
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
  return (
    <ActiveRegionProvider region={region}>
      <AppShell
        homeHref={paths.home(region.id)}
        banner={<EnvironmentBanner />}
        actions={
          <>
            <Stack
              direction="row"
              spacing={1}
              component="nav"
              aria-label={t('nav.label')}
              sx={{ flexGrow: 1 }}
            >
              <Button color="inherit" component={RouterLink} to={paths.home(region.id)}>
                {t('nav.home')}
              </Button>
              <CarriedLink page="events" regionId={region.id} carriedFrom={[paths.health(region.id)]}>
                {t('nav.events')}
              </CarriedLink>
              <Button color="inherit" component={RouterLink} to={paths.lookup(region.id)}>
                {t('nav.lookup')}
              </Button>
              <CarriedLink
                page="health"
                regionId={region.id}
                carriedFrom={[paths.events(region.id), paths.health(region.id)]}
              >
                {t('nav.health')}
              </CarriedLink>
            </Stack>
            <RegionSwitcher hasSession={hasRegionSession} watchSessions={watchRegionSessions} />
            <EntityNamesButton />
            <UserMenu />
            <LanguageMenu />
            <ThemeModeToggle />
          </>
        }
      >
        <Suspense
          fallback={
            <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', mt: 4 }}>
              <CircularProgress size={24} />
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

/**
 * A page of the app bar. From the pages named in `carriedFrom` it keeps the address's filters, window and
 * view: the events page and device health read the same URL, so each opens on the other's events.
 */
function CarriedLink(props: {
  page: QueryPage;
  regionId: string;
  carriedFrom: string[];
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const carried = props.carriedFrom.includes(pathname);
  const params = new URLSearchParams(carried ? search : '');
  return (
    <Button color="inherit" component={RouterLink} to={carriedHref(props.page, props.regionId, params)}>
      {props.children}
    </Button>
  );
}
