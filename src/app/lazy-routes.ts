import { lazy } from 'react';

/**
 * Each page is its own chunk, loaded when first visited: opening the events page does not download the
 * sign-in forms, the detail page or lookup (nor the map, which the events page loads only when shown).
 */
export const EventsRoute = lazy(() =>
  import('./routes/events-route').then((m) => ({ default: m.EventsRoute })),
);
export const EventDetailRoute = lazy(() =>
  import('./routes/event-detail-route').then((m) => ({ default: m.EventDetailRoute })),
);
export const HealthRoute = lazy(() =>
  import('./routes/health-route').then((m) => ({ default: m.HealthRoute })),
);
export const LookupRoute = lazy(() =>
  import('./routes/lookup-route').then((m) => ({ default: m.LookupRoute })),
);
export const SignInRoute = lazy(() =>
  import('./routes/sign-in-route').then((m) => ({ default: m.SignInRoute })),
);
export const AuthCallbackRoute = lazy(() =>
  import('./routes/sign-in-route').then((m) => ({ default: m.AuthCallbackRoute })),
);
