import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#0b5cad' }, secondary: { main: '#7b3fa0' } } },
    dark: { palette: { primary: { main: '#7fb6f2' }, secondary: { main: '#d0a3ec' } } },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
});
