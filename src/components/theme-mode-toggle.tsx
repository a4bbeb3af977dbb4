import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import { IconButton, Tooltip, useColorScheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

const next = { system: 'light', light: 'dark', dark: 'system' } as const;
const labels = { system: 'theme.system', light: 'theme.light', dark: 'theme.dark' } as const;
const tooltips = {
  system: 'theme.systemTooltip',
  light: 'theme.lightTooltip',
  dark: 'theme.darkTooltip',
} as const;

/** Cycles system -> light -> dark; MUI remembers the choice in localStorage. */
export function ThemeModeToggle() {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const current = mode ?? 'system';
  const Icon =
    current === 'dark' ? DarkModeIcon : current === 'light' ? LightModeIcon : SettingsBrightnessIcon;
  return (
    <Tooltip title={t(tooltips[current])}>
      <IconButton color="inherit" aria-label={t(labels[current])} onClick={() => setMode(next[current])}>
        <Icon />
      </IconButton>
    </Tooltip>
  );
}
