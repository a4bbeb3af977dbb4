import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RequireSession } from '../features/auth';
import type { AppConfig } from '../config/schema';
import { paths } from '../config/paths';
import { RegionLayout } from './region-layout';
import { RouteErrorPage } from './route-error-page';
import {
  authCallbackPage,
  eventDetailPage,
  eventsPage,
  healthPage,
  homePage,
  lookupPage,
  signInPage,
} from './lazy-routes';

/** What a route asks for at start when the app opens on it (boot.ts). */
export interface RouteHandle {
  /** Starts the download of the page's chunk. */
  preload: () => unknown;
  /** The page needs the region's session: a stored sign-in is exchanged for its key at once. */
  signedIn?: true;
}

const handle = (page: { preload: () => unknown }, signedIn?: true): RouteHandle =>
  signedIn ? { preload: page.preload, signedIn } : { preload: page.preload };

export function createRoutes(config: AppConfig): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={paths.home(config.defaultRegion)} replace /> },
    {
      path: '/:region',
      element: <RegionLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            {
              index: true,
              handle: handle(homePage, true),
              element: (
                <RequireSession>
                  <homePage.Page />
                </RequireSession>
              ),
            },
            { path: 'sign-in', handle: handle(signInPage), element: <signInPage.Page /> },
            { path: 'auth/callback', handle: handle(authCallbackPage), element: <authCallbackPage.Page /> },
            {
              path: 'events',
              handle: handle(eventsPage, true),
              element: (
                <RequireSession>
                  <eventsPage.Page />
                </RequireSession>
              ),
            },
            {
              path: 'events/:type/:id',
              handle: handle(eventDetailPage, true),
              element: (
                <RequireSession>
                  <eventDetailPage.Page />
                </RequireSession>
              ),
            },
            {
              path: 'health',
              handle: handle(healthPage, true),
              element: (
                <RequireSession>
                  <healthPage.Page />
                </RequireSession>
              ),
            },
            {
              path: 'lookup',
              handle: handle(lookupPage, true),
              element: (
                <RequireSession>
                  <lookupPage.Page />
                </RequireSession>
              ),
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}
