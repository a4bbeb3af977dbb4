import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, Tooltip, useColorScheme } from '@mui/material';

const next = { system: 'light', light: 'dark', dark: 'system' } as const;
const labels = { system: 'Theme: follows the system', light: 'Theme: light', dark: 'Theme: dark' } as const;

/** Cycles system -> light -> dark; MUI remembers the choice in localStorage. */
export function ThemeModeToggle() {
  const { mode, setMode } = useColorScheme();
  const current = mode ?? 'system';
  const Icon =
    current === 'dark' ? DarkModeIcon : current === 'light' ? LightModeIcon : SettingsBrightnessIcon;
  return (
    <Tooltip title={`${labels[current]} (click to change)`}>
      <IconButton color="inherit" aria-label={labels[current]} onClick={() => setMode(next[current])}>
        <Icon />
      </IconButton>
    </Tooltip>
  );
}
