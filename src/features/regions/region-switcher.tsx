import { ListItemText, MenuItem, TextField } from '@mui/material';
import { useLocation, useNavigate } from 'react-router';
import { useAppConfig } from '../../config/config-context';
import { switchRegionPath } from '../../config/paths';
import { useActiveRegion } from './active-region';

/** Lists every configured region; production ones are marked so a presenter knows what is live. */
export function RegionSwitcher() {
  const { regions } = useAppConfig();
  const active = useActiveRegion();
  const location = useLocation();
  const navigate = useNavigate();

  return (
    <TextField
      select
      size="small"
      label="Region"
      value={active.id}
      onChange={(event) =>
        void navigate(switchRegionPath(location.pathname, location.search, event.target.value))
      }
      sx={{
        minWidth: 200,
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
        '& .MuiInputLabel-root': { color: 'text.primary' },
      }}
      slotProps={{
        select: { renderValue: (value) => regions.find((r) => r.id === value)?.label ?? String(value) },
        inputLabel: { shrink: true },
      }}
    >
      {regions.map((region) => (
        <MenuItem key={region.id} value={region.id}>
          <ListItemText
            primary={region.label}
            secondary={region.production ? 'Production' : 'Non-production'}
            slotProps={{ secondary: { color: region.production ? 'error' : 'text.secondary' } }}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
