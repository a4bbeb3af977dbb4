import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfigProvider } from '../config/config-context';
import { SessionSharing } from '../features/auth';
import type { AppConfig } from '../config/schema';
import { theme } from './theme';

export function AppProviders({
  config,
  queryClient,
  children,
}: {
  config: AppConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <ConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <SessionSharing />
        <ThemeProvider theme={theme} defaultMode="system">
          <CssBaseline enableColorScheme />
          {children}
        </ThemeProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
