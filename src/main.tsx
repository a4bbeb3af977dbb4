import './lib/zod-without-eval';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { theme } from './app/theme';
import { ConfigErrorPage } from './components/config-error-page';
import { loadConfig } from './config/load-config';
import './main.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const configUrl = `${import.meta.env.BASE_URL}config.json`;

void loadConfig(configUrl).then((result) => {
  root.render(
    <StrictMode>
      {result.ok ? (
        <App config={result.config} />
      ) : (
        <ThemeProvider theme={theme} defaultMode="system">
          <CssBaseline enableColorScheme />
          <ConfigErrorPage url={result.url} problems={result.problems} />
        </ThemeProvider>
      )}
    </StrictMode>,
  );
});
