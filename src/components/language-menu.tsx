import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { Alert, Button, ListItemIcon, ListItemText, Menu, MenuItem, Snackbar } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activeLocale, switchLocale } from '../i18n/i18n';
import { localeNames, locales, type Locale } from '../i18n/locales';
import { storeLocale } from '../i18n/stored-locale';

/** The app bar's language menu: each language named in itself; the choice is remembered on this browser. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failed, setFailed] = useState<Locale | null>(null);
  const menuId = useId();
  const current = activeLocale();

  const choose = (locale: Locale) => {
    setAnchor(null);
    storeLocale(locale);
    switchLocale(locale).catch(() => setFailed(locale));
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        // Begins with the code it shows (WCAG 2.5.3, label in name), then says it in words.
        aria-label={t('language.button', { code: current, name: localeNames[current] })}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0, whiteSpace: 'nowrap' }}
      >
        {current}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((locale) => (
          <MenuItem
            key={locale}
            lang={locale}
            selected={locale === current}
            aria-current={locale === current ? 'true' : undefined}
            onClick={() => choose(locale)}
          >
            <ListItemIcon>{locale === current && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{localeNames[locale]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={failed !== null} autoHideDuration={8000} onClose={() => setFailed(null)}>
        <Alert severity="error" onClose={() => setFailed(null)}>
          {failed && t('language.loadFailed', { name: localeNames[failed] })}
        </Alert>
      </Snackbar>
    </>
  );
}
