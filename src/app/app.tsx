import { RouterProvider } from 'react-router';
import type { AppConfig } from '../config/schema';
import { AppProviders } from './providers';
import type { AppBoot } from './boot';
import { flushNow } from '../lib/flush-now';

export function App({ config, boot }: { config: AppConfig; boot: AppBoot }) {
  return (
    <AppProviders config={config} queryClient={boot.queryClient}>
      <RouterProvider router={boot.router} flushSync={flushNow} />
    </AppProviders>
  );
}
