import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { AppConfig } from '../config/schema';
import { hasRegionSession, prefetchSession } from '../features/auth';
import { createQueryClient } from '../lib/query-client';
import { createRoutes, type RouteHandle } from './route-table';

export interface AppBoot {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

/**
 * The app's query client and router, made as soon as the config is read, with what the opening page will
 * wait for already asked for: its chunk and, for a page that needs a session, the exchange of a stored
 * sign-in for the user's key. Both used to start only after the render before them, one after the other:
 * two round trips more before the page could ask for its data (bench/NOTES.md, 28 November).
 */
export function bootApp(config: AppConfig): AppBoot {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(config));
  const { matches } = router.state;
  const handles = matches.flatMap((match) => (match.route.handle ? [match.route.handle as RouteHandle] : []));
  for (const handle of handles) void handle.preload();
  const region = config.regions.find((candidate) => candidate.id === matches[0]?.params.region);
  if (region && hasRegionSession(region) && handles.some((handle) => handle.signedIn)) {
    // A failure here is the page's to show: its own query meets the same error when it renders.
    prefetchSession(queryClient, region).catch(() => undefined);
  }
  return { queryClient, router };
}
