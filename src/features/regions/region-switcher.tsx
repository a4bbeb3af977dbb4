import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
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
export function RegionSwitcher({ hasSession }: { hasSession?: (region: RegionConfig) => boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
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
  return <RegionSelect hasSession={hasSession} onSwitch={onSwitch} />;
}

const RegionSelect = memo(function RegionSelect({
  hasSession,
  onSwitch,
}: {
  hasSession?: (region: RegionConfig) => boolean;
  onSwitch: (regionId: string) => void;
}) {
  const { regions } = useAppConfig();
  const active = useActiveRegion();
  return (
    <TextField
      select
      size="small"
      variant="filled"
      label="Region"
      value={active.id}
      onChange={(event) => onSwitch(event.target.value)}
      // Filled, so the label sits inside the light box: over the app bar's colour it would be unreadable.
      sx={{
        minWidth: 200,
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
            {hasSession?.(region) ? <CheckCircleIcon fontSize="small" color="success" /> : null}
          </ListItemIcon>
          <ListItemText
            primary={region.label}
            secondary={`${region.production ? 'Production' : 'Non-production'}${hasSession?.(region) ? ', signed in' : ''}`}
            slotProps={{ secondary: { color: region.production ? 'error' : 'text.secondary' } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
});
