import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/route-table';
import type { AppConfig } from '../config/schema';
import { testConfig } from './test-config';
import { flushNow } from '../lib/flush-now';

/** A fresh client per test with retries off, so failures show at once and nothing leaks between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders the real route tree (or given routes) in a memory router at `url`. */
export function renderApp(
  url: string,
  { config = testConfig, routes }: { config?: AppConfig; routes?: RouteObject[] } = {},
) {
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(routes ?? createRoutes(config), { initialEntries: [url] });
  const utils = render(
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} flushSync={flushNow} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
