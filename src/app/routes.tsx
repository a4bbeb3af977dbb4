import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { RequireSession } from '../features/auth';
import type { AppConfig } from '../config/schema';
import { paths } from '../config/paths';
import { RegionLayout } from './region-layout';
import { RouteErrorPage } from './route-error-page';
import {
  AuthCallbackRoute,
  EventDetailRoute,
  EventsRoute,
  HealthRoute,
  LookupRoute,
  SignInRoute,
} from './lazy-routes';

export function createRoutes(config: AppConfig): RouteObject[] {
  return [
    { path: '/', element: <Navigate to={paths.events(config.defaultRegion)} replace /> },
    {
      path: '/:region',
      element: <RegionLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to="events" replace /> },
            { path: 'sign-in', element: <SignInRoute /> },
            { path: 'auth/callback', element: <AuthCallbackRoute /> },
            {
              path: 'events',
              element: (
                <RequireSession>
                  <EventsRoute />
                </RequireSession>
              ),
            },
            {
              path: 'events/:type/:id',
              element: (
                <RequireSession>
                  <EventDetailRoute />
                </RequireSession>
              ),
            },
            {
              path: 'health',
              element: (
                <RequireSession>
                  <HealthRoute />
                </RequireSession>
              ),
            },
            {
              path: 'lookup',
              element: (
                <RequireSession>
                  <LookupRoute />
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
