import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import type { AppConfig } from '../config/schema';
import { paths } from '../config/paths';
import { RegionLayout } from './region-layout';
import { RouteErrorPage } from './route-error-page';
import { EventDetailRoute } from './routes/event-detail-route';
import { EventsRoute } from './routes/events-route';
import { LookupRoute } from './routes/lookup-route';
import { SignInRoute } from './routes/sign-in-route';

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
            { path: 'events', element: <EventsRoute /> },
            { path: 'events/:type/:id', element: <EventDetailRoute /> },
            { path: 'lookup', element: <LookupRoute /> },
            { path: 'sign-in', element: <SignInRoute /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}
