import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { memo, useCallback, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../config/config-context';
import { switchRegionPath } from '../../config/paths';
import type { RegionConfig } from '../../config/schema';
import { useActiveRegion } from './active-region';

/**
 * Lists every configured region; production ones are marked so a presenter knows what is live, and
 * regions with a session in this tab carry a tick. Switching keeps the page and its filters; a region
 * without a session sends the user through its sign-in (the route guard) and back.
 */
export function RegionSwitcher({
  hasSession,
  watchSessions = () => () => undefined,
}: {
  hasSession?: (region: RegionConfig) => boolean;
  /** Calls back when a session is stored or cleared, so the ticks follow sign-ins and sign-outs. */
  watchSessions?: (listener: () => void) => () => void;
}) {
  const { regions } = useAppConfig();
  const location = useLocation();
  const navigate = useNavigate();
  // One string (compared by value): the select re-renders only when the set of signed-in regions changes.
  const signedIn = useSyncExternalStore(watchSessions, () =>
    regions
      .filter((region) => hasSession?.(region))
      .map((region) => region.id)
      .join(' '),
  );
  // The select itself does not take the URL, so a sort or a keystroke (each a new URL) does not re-render
  // it; the switch reads the latest URL when it happens.
  const latest = useRef(location);
  useLayoutEffect(() => {
    latest.current = location;
  });
  const onSwitch = useCallback(
    (regionId: string) =>
      void navigate(switchRegionPath(latest.current.pathname, latest.current.search, regionId)),
    [navigate],
  );
  return <RegionSelect signedIn={signedIn} onSwitch={onSwitch} />;
}

const RegionSelect = memo(function RegionSelect({
  signedIn,
  onSwitch,
}: {
  /** Ids of the regions with a session, space-separated. */
  signedIn: string;
  onSwitch: (regionId: string) => void;
}) {
  const { t } = useTranslation();
  const { regions } = useAppConfig();
  const active = useActiveRegion();
  const hasSession = (region: RegionConfig) => signedIn.split(' ').includes(region.id);
  return (
    <TextField
      select
      size="small"
      variant="filled"
      label={t('regions.label')}
      value={active.id}
      onChange={(event) => onSwitch(event.target.value)}
      // Filled, so the label sits inside the light box: over the app bar's colour it would be unreadable.
      // A phone's bar holds it beside the menu and the account on one line.
      sx={{
        minWidth: { xs: 120, sm: 200 },
        '& .MuiFilledInput-root, & .MuiFilledInput-root:hover, & .MuiFilledInput-root.Mui-focused': {
          bgcolor: 'background.paper',
        },
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: 'text.secondary' },
      }}
      slotProps={{
        select: { renderValue: (value) => regions.find((r) => r.id === value)?.label ?? String(value) },
        inputLabel: { shrink: true },
      }}
    >
      {regions.map((region) => (
        <MenuItem key={region.id} value={region.id}>
          <ListItemIcon aria-hidden>
            {hasSession(region) ? <CheckCircleIcon fontSize="small" color="success" /> : null}
          </ListItemIcon>
          <ListItemText
            primary={region.label}
            secondary={t(
              region.production
                ? hasSession(region)
                  ? 'regions.productionSignedIn'
                  : 'regions.production'
                : hasSession(region)
                  ? 'regions.nonProductionSignedIn'
                  : 'regions.nonProduction',
            )}
            slotProps={{ secondary: { color: region.production ? 'error' : 'text.secondary' } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
});
