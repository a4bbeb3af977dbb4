import { lazy, useState, type ComponentType } from 'react';
import { loadLaterNamespaces } from '../i18n/i18n';
import type { LaterNamespace } from '../i18n/locales';
import { trackLoad } from '../lib/lazy-component';

interface LazyPage {
  /** The page: rendered at once when its chunk is already here, else suspended until it is. */
  Page: ComponentType;
  /** Starts the download of its chunk (the one the page would start), for an address that opens on it. */
  preload: () => Promise<unknown>;
}

/**
 * A page in a chunk of its own. React's `lazy` suspends on its first render even when the chunk is already
 * here, and React then holds the fallback for about 300 ms before it shows the page: a page preloaded at
 * start (boot.ts) renders its component directly instead. Which of the two a mounted page uses is fixed on
 * mount, so a chunk arriving later never swaps its type (and remounts it). The page's texts of
 * `namespaces` load with it: it is ready only when it can show them.
 */
function lazyPage(load: () => Promise<ComponentType>, namespaces: readonly LaterNamespace[] = []): LazyPage {
  let loaded: ComponentType | undefined;
  // Counted as under way until it settles: a test that ends while its page loads waits for it (setup.ts).
  const preload = () =>
    trackLoad(Promise.all([load(), loadLaterNamespaces(namespaces)])).then(
      ([component]) => (loaded = component),
    );
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Page() {
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Page, preload };
}

/**
 * Each page is its own chunk, loaded when first visited: opening the events page does not download the
 * sign-in forms, the detail page or lookup (nor the map, which the events page loads only when shown).
 */
export const eventsPage = lazyPage(() => import('./routes/events-route').then((m) => m.EventsRoute));
export const eventDetailPage = lazyPage(
  () => import('./routes/event-detail-route').then((m) => m.EventDetailRoute),
  ['detail'],
);
export const homePage = lazyPage(() => import('./routes/home-route').then((m) => m.HomeRoute));
export const healthPage = lazyPage(() => import('./routes/health-route').then((m) => m.HealthRoute));
export const lookupPage = lazyPage(
  () => import('./routes/lookup-route').then((m) => m.LookupRoute),
  ['detail'],
);
export const signInPage = lazyPage(() => import('./routes/sign-in-route').then((m) => m.SignInRoute));
export const authCallbackPage = lazyPage(() =>
  import('./routes/sign-in-route').then((m) => m.AuthCallbackRoute),
);
