import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RippleWarmUp } from '../components/ripple-warm-up';
import { ConfigProvider } from '../config/config-context';
import { SessionSharing } from '../features/auth';
import { TypeColorsProvider } from '../lib/type-colors-context';
import type { AppConfig } from '../config/schema';
import { emotionCache } from './emotion-cache';
import { themeFor } from './theme';
import type { Locale } from '../i18n/locales';

export function AppProviders({
  config,
  queryClient,
  children,
}: {
  config: AppConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  const locale = (i18n.resolvedLanguage ?? 'en') as Locale;
  const theme = useMemo(() => themeFor(locale), [locale]);
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SessionSharing />
        <CacheProvider value={emotionCache}>
          <ThemeProvider theme={theme} defaultMode="system">
            <CssBaseline enableColorScheme />
            <RippleWarmUp />
            <TypeColorsProvider>{children}</TypeColorsProvider>
          </ThemeProvider>
        </CacheProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
