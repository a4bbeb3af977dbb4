import './lib/trusted-types-policy';
import './lib/zod-without-eval';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootApp } from './app/boot';
import { theme } from './app/theme';
import { loadConfig } from './config/load-config';
import { configureEventsParser } from './features/event-data';
import { chooseLocale } from './i18n/choose-locale';
import { startI18n } from './i18n/i18n';
import { readStoredLocale } from './i18n/stored-locale';
import './main.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const configUrl = `${import.meta.env.BASE_URL}config.json`;

/** The region the address opens (`/<region>/…`), for its default language. */
function regionInPath(): string | undefined {
  return window.location.pathname.slice(import.meta.env.BASE_URL.length).split('/')[0] || undefined;
}

void loadConfig(configUrl).then(async (result) => {
  if (result.ok) configureEventsParser({ timeLimitSeconds: result.config.parseTimeLimitSeconds });
  const regionId = result.ok ? (regionInPath() ?? result.config.defaultRegion) : undefined;
  const region = result.ok ? result.config.regions.find((r) => r.id === regionId) : undefined;
  const locale = chooseLocale({
    stored: readStoredLocale(),
    regionDefault: region?.defaultLocale,
    browser: navigator.languages,
  });
  // Made before the catalog's download, so the page's chunk and the key exchange start beside it.
  // The config error page loads only when it is shown: most loads never need it.
  const page = result.ok ? (
    <App config={result.config} boot={bootApp(result.config)} />
  ) : (
    await import('./components/config-error-page').then(
      ({ ConfigErrorPage }) => (
        <ThemeProvider theme={theme} defaultMode="system">
          <CssBaseline enableColorScheme />
          <ConfigErrorPage url={result.url} problems={result.problems} />
        </ThemeProvider>
      ),
      // Without its code (the network went), the problems as plain text rather than a blank page.
      () => <pre>{[result.url, ...result.problems.map((p) => `${p.path}: ${p.message}`)].join('\n')}</pre>,
    )
  );
  // Without any catalog the page still renders (its texts then show as keys) rather than stay blank.
  await startI18n(locale).catch((error: unknown) =>
    console.error('No language catalog could be loaded', error),
  );
  // A transition: React renders the first page in slices instead of one task (100–280 ms, the load's longest
  // at any size), and index.html's loading line stays until the page is ready to show.
  startTransition(() => root.render(<StrictMode>{page}</StrictMode>));
});
