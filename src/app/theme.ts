import { createTheme } from '@mui/material/styles';
import { enUS, esES, ptBR } from '@mui/material/locale';
import type { Locale } from '../i18n/locales';

const options = {
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#0b5cad' }, secondary: { main: '#7b3fa0' } } },
    dark: { palette: { primary: { main: '#7fb6f2' }, secondary: { main: '#d0a3ec' } } },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
} satisfies Parameters<typeof createTheme>[0];

const muiLocales = { en: enUS, es: esES, 'pt-BR': ptBR } satisfies Record<Locale, unknown>;

export const theme = createTheme(options);

/** The theme with MUI's own texts (pagination, close buttons, …) in the active language. */
export function themeFor(locale: Locale) {
  return locale === 'en' ? theme : createTheme(options, muiLocales[locale]);
}
