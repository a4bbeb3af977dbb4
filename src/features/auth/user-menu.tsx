import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { Button, Divider, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { PresenterMenuItem, pseudonymText, usePresenterMode } from '../presenter';
import { useActiveRegion } from '../regions';
import { displayName, roleNames } from './api/user-schema';
import { signOut } from './sign-out';
import { useSession } from './use-session';

/** Who is signed in to this region, and the way out. Shows nothing when signed out. */
export function UserMenu() {
  const { t } = useTranslation('auth');
  const region = useActiveRegion();
  const session = useSession(region);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // On a shared screen the account is not shown: no name, email or end of the key.
  const presenting = usePresenterMode();
  const { t: common } = useTranslation();

  if (session.status !== 'signedIn') return null;
  const name = presenting
    ? common(session.kind === 'oidc' ? 'presenter.user' : 'presenter.apiKey')
    : session.kind === 'oidc'
      ? displayName(session.user)
      : t('apiKey.name', { end: session.apiKey.slice(-4) });
  const companyId = session.kind === 'oidc' ? session.user.companyId : undefined;
  const company =
    companyId === undefined
      ? t('userMenu.companyUnknown')
      : presenting
        ? pseudonymText(region.id, 'company', companyId)
        : t('userMenu.company', { id: companyId });

  // Role names are the platform's own, listed as it sends them.
  const roles = session.kind === 'oidc' ? roleNames(session.user).join(', ') : '';

  const onSignOut = async () => {
    setAnchor(null);
    if ((await signOut(region, queryClient)) === 'done')
      void navigate(paths.signIn(region.id), { replace: true });
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {session.kind === 'oidc' ? (
          <ListItemText
            sx={{ px: 2, py: 1 }}
            primary={name}
            secondary={
              <>
                {session.user.email && !presenting && (
                  <Typography variant="body2">{session.user.email}</Typography>
                )}
                <Typography variant="body2">{company}</Typography>
                <Typography variant="body2">
                  {roles ? t('userMenu.roles', { roles }) : t('userMenu.rolesNone')}
                </Typography>
                <Typography variant="body2">
                  {session.user.timeZone === undefined
                    ? t('userMenu.timeZoneNotSet')
                    : t('userMenu.timeZone', { zone: session.user.timeZone })}
                </Typography>
              </>
            }
            slotProps={{ secondary: { component: 'div' } }}
          />
        ) : (
          <ListItemText sx={{ px: 2, py: 1 }} primary={t('userMenu.withApiKey')} secondary={name} />
        )}
        <Divider />
        <PresenterMenuItem onDone={() => setAnchor(null)} />
        <MenuItem onClick={() => void onSignOut()}>
          {t('userMenu.signOut', { region: region.label })}
        </MenuItem>
      </Menu>
    </>
  );
}
