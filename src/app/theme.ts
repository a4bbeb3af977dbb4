import { createTheme } from '@mui/material/styles';
import { enUS, esES, ptBR } from '@mui/material/locale';
import type { Locale } from '../i18n/locales';

const coarse = '@media (pointer: coarse)';

const options = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#0b5cad' }, secondary: { main: '#7b3fa0' } } },
    dark: { palette: { primary: { main: '#7fb6f2' }, secondary: { main: '#d0a3ec' } } },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  components: {
    // MUI's baseline gives every element `box-sizing: inherit`. Chromium reuses no computed style for an
    // element that inherits a property that is not inherited by default, so every element of every new
    // table row cost about three times the style work (a fast scroll of the table dropped nearly every
    // frame; bench/NOTES.md). border-box is what `inherit` resolved to everywhere but under a content-box
    // parent, which in MUI is the slider (its track keeps content-box below) and the input element itself.
    MuiCssBaseline: { styleOverrides: { '*, *::before, *::after': { boxSizing: 'border-box' } } },
    MuiSlider: { styleOverrides: { track: { boxSizing: 'content-box' } } },
    // A finger needs WCAG 2.2's 24 px target; a mouse keeps the compact sizes the desktop was laid out in.
    MuiButtonBase: { styleOverrides: { root: { [coarse]: { minHeight: 24, minWidth: 24 } } } },
  },
} satisfies Parameters<typeof createTheme>[0];

const muiLocales = { en: enUS, es: esES, 'pt-BR': ptBR } satisfies Record<Locale, unknown>;

export const theme = createTheme(options);

/** The theme with MUI's own texts (pagination, close buttons, …) in the active language. */
export function themeFor(locale: Locale) {
  return locale === 'en' ? theme : createTheme(options, muiLocales[locale]);
}
