import type { RegionConfig } from '../../config/schema';
import { isOidcErrorResponse } from './oidc-client';
import { readStoredOidcUser, secondsLeft, type OidcUser } from './oidc-storage';
import { identitySessionEnded } from './session-end';
import { userManagerFor } from './user-managers';

// In flight only: each renewal and each sign-out removes its own entry when it settles.
const renewals = new Map<string, Promise<OidcUser | null>>();
/** Regions being signed out: no renewal may start, or its new tokens would outlive the sign-out. */
const signingOut = new Set<string>();

/** The provider's answer when the refresh token no longer works: the session is over, not just failing. */
export const endsSession = (error: unknown): boolean =>
  isOidcErrorResponse(error) && error.error === 'invalid_grant';

/**
 * Renews with the refresh token (none: nothing to renew, null), at most one renewal per region at a
 * time: concurrent callers share it. With a rotating refresh token, two parallel refreshes would revoke the whole grant. Across tabs, the
 * Web Locks API serialises renewals where the browser has it. A renewal refused with invalid_grant
 * signs the region out (session-end.ts); other failures (the provider unreachable) are the caller's.
 */
export function renewOnce(region: RegionConfig): Promise<OidcUser | null> {
  // Without a refresh token oidc-client-ts would try a hidden frame to the provider (10 s, then a timer
  // that outlives the page); the token then lasts as long as it lasts, and its expiry signs out.
  if (signingOut.has(region.id) || !readStoredOidcUser(region)?.refresh_token) return Promise.resolve(null);
  const pending = renewals.get(region.id);
  if (pending) return pending;
  // The manager (and oidc-client-ts) loads inside the lock's turn: a failed load fails this renewal.
  const run = async () => (await userManagerFor(region)).signinSilent();
  const renewal = (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(`fleet-events-renew:${region.id}`, run)
      : run()
  )
    .catch(async (error: unknown) => {
      if (endsSession(error)) await identitySessionEnded(region);
      throw error;
    })
    .finally(() => renewals.delete(region.id));
  renewals.set(region.id, renewal);
  return renewal;
}

/**
 * Runs a sign-out once a renewal in flight has settled, and lets none start meanwhile: otherwise the
 * renewal would store fresh tokens after the sign-out removed them.
 */
export async function afterRenewals<T>(region: RegionConfig, signOut: () => Promise<T>): Promise<T> {
  signingOut.add(region.id);
  try {
    await renewals.get(region.id)?.catch(() => undefined);
    return await signOut();
  } finally {
    signingOut.delete(region.id);
  }
}

/**
 * The current access token, renewed first when it has expired or is about to (a tab that slept past its
 * expiry renews before anything uses it). Without a refresh token, the token as long as it lasts. Read
 * from storage: only a renewal needs the manager.
 */
export async function currentOidcUser(region: RegionConfig): Promise<OidcUser | null> {
  const user = readStoredOidcUser(region);
  if (!user) return null;
  const left = secondsLeft(user);
  if (left !== undefined && left < 10) {
    if (user.refresh_token) return renewOnce(region);
    return left > 0 ? user : null;
  }
  return user;
}

/** For tests. */
export function resetRenewals(): void {
  renewals.clear();
  signingOut.clear();
}
