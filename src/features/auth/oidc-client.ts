import type * as OidcClientModule from 'oidc-client-ts';
import type { ErrorResponse } from 'oidc-client-ts';

type OidcClient = typeof OidcClientModule;

// Outlives sign-out: the library's code, no session's data.
let loaded: OidcClient | undefined;
let loading: Promise<OidcClient> | undefined;

/**
 * oidc-client-ts, loaded when something needs it: a sign-in, the callback, a renewal or a sign-out. A
 * page load with a session reads the stored user itself (oidc-storage.ts), so it never downloads it.
 * A failed load is not kept, so the next attempt (back online) loads again.
 */
export function loadOidcClient(): Promise<OidcClient> {
  loading ??= import('oidc-client-ts').then(
    (client) => (loaded = client),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether an error is the identity provider's answer (an OAuth error response). Only oidc-client-ts
 * makes them, so with the library not loaded nothing can be one.
 */
export function isOidcErrorResponse(error: unknown): error is ErrorResponse {
  return loaded !== undefined && error instanceof loaded.ErrorResponse;
}

/** For tests: whether oidc-client-ts has been loaded since the last reset. */
export const oidcClientLoaded = (): boolean => loaded !== undefined;

/** For tests: forget the load, so a test can tell whether it needed the library. */
export function resetOidcClient(): void {
  loaded = undefined;
  loading = undefined;
}
