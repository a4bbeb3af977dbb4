import CoPresentIcon from '@mui/icons-material/CoPresent';
import { Box, Chip, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { setPresenterMode, togglePresenterMode, usePresenterMode } from './presenter-mode';

/** The app bar's mark while presenter mode is on; its delete button turns it off. */
export function PresenterMark() {
  const { t } = useTranslation();
  const on = usePresenterMode();
  if (!on) return null;
  return (
    <Box role="status" aria-label={t('presenter.mark')} sx={{ flexShrink: 0 }}>
      <Chip
        icon={<CoPresentIcon />}
        label={t('presenter.mark')}
        color="warning"
        onDelete={() => setPresenterMode(false)}
        title={t('presenter.markTitle')}
        sx={{ fontWeight: 600 }}
      />
    </Box>
  );
}

/** The user menu's switch: a menu item with a check while on. */
export function PresenterMenuItem({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const on = usePresenterMode();
  return (
    <MenuItem
      role="menuitemcheckbox"
      aria-checked={on}
      onClick={() => {
        togglePresenterMode();
        onDone();
      }}
    >
      <ListItemIcon>
        <CoPresentIcon fontSize="small" color={on ? 'warning' : 'inherit'} />
      </ListItemIcon>
      <ListItemText primary={t('presenter.menuItem')} secondary={t('presenter.shortcut')} />
    </MenuItem>
  );
}

/** The shortcut's key: Alt+Shift+P (by the key's place, so a Mac's Option giving "∏" still counts). */
export function isPresenterShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyP';
}

/** Alt+Shift+P turns presenter mode on or off, wherever the focus is (typing included: no text needs it). */
export function usePresenterShortcut(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPresenterShortcut(event)) return;
      event.preventDefault();
      togglePresenterMode();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
