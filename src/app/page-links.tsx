import { Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { carriedHref, type QueryPage } from '../features/event-url';

/** The app's pages, as a row in the app bar or a column in the phone's menu. */
export function PageLinks({
  regionId,
  column = false,
  onNavigate,
}: {
  regionId: string;
  column?: boolean;
  /** A link was followed (the phone's menu closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const link = { onClick: onNavigate, sx: column ? { justifyContent: 'flex-start' } : undefined };
  return (
    <Stack
      direction={column ? 'column' : 'row'}
      spacing={1}
      component="nav"
      aria-label={t('nav.label')}
      sx={{ flexGrow: 1 }}
    >
      <Button color="inherit" component={RouterLink} to={paths.home(regionId)} {...link}>
        {t('nav.home')}
      </Button>
      <CarriedLink page="events" regionId={regionId} carriedFrom={[paths.health(regionId)]} {...link}>
        {t('nav.events')}
      </CarriedLink>
      <Button color="inherit" component={RouterLink} to={paths.lookup(regionId)} {...link}>
        {t('nav.lookup')}
      </Button>
      <CarriedLink
        page="health"
        regionId={regionId}
        carriedFrom={[paths.events(regionId), paths.health(regionId)]}
        {...link}
      >
        {t('nav.health')}
      </CarriedLink>
    </Stack>
  );
}

/**
 * A page of the app bar. From the pages named in `carriedFrom` it keeps the address's filters, window and
 * view: the events page and device health read the same URL, so each opens on the other's events.
 */
function CarriedLink(props: {
  page: QueryPage;
  regionId: string;
  carriedFrom: string[];
  onClick: (() => void) | undefined;
  sx: { justifyContent: string } | undefined;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const carried = props.carriedFrom.includes(pathname);
  const params = new URLSearchParams(carried ? search : '');
  return (
    <Button
      color="inherit"
      component={RouterLink}
      to={carriedHref(props.page, props.regionId, params)}
      onClick={props.onClick}
      sx={props.sx}
    >
      {props.children}
    </Button>
  );
}
