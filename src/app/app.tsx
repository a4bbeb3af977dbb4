import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import type { AppConfig } from '../config/schema';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createRoutes } from './routes';
import { flushNow } from '../lib/flush-now';

export function App({ config }: { config: AppConfig }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createRoutes(config)));
  return (
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushNow} />
    </AppProviders>
  );
}
