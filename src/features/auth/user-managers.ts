import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import type { RegionConfig } from '../../config/schema';

const managers = new Map<string, UserManager>();

export function authorityOf(region: RegionConfig): string {
  return `${region.authUrl}/auth/realms/${region.realm}`;
}

/**
 * Where a region's OIDC user and sign-in states are kept. oidc-client-ts keys a stored user by authority
 * and client id only, so two regions sharing an identity provider would share one user (and one region's
 * token would reach the other's API): each region gets its own prefix.
 */
export const oidcStorePrefix = (region: RegionConfig) => `oidc.${region.id}.`;

/** One UserManager per region, created on first use and kept for the app's life. */
export function userManagerFor(region: RegionConfig): UserManager {
  let manager = managers.get(region.id);
  if (!manager) {
    const origin = window.location.origin;
    manager = new UserManager({
      authority: authorityOf(region),
      client_id: region.clientId,
      ...(region.clientSecret ? { client_secret: region.clientSecret } : {}),
      redirect_uri: `${origin}/${region.id}/auth/callback`,
      post_logout_redirect_uri: `${origin}/${region.id}/sign-in`,
      response_type: 'code',
      scope: 'openid profile email',
      userStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: oidcStorePrefix(region) }),
      stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: oidcStorePrefix(region) }),
      // Renewal is ours (renew.ts): single-flight, so a rotating refresh token is never spent twice.
      automaticSilentRenew: false,
      loadUserInfo: false,
      requestTimeoutInSeconds: region.requestTimeoutSeconds,
      revokeTokenTypes: ['refresh_token'],
      revokeTokenAdditionalContentTypes: ['text/plain'],
    });
    managers.set(region.id, manager);
  }
  return manager;
}

/** For tests: forget managers so each test starts from nothing. */
export function resetUserManagers(): void {
  managers.forEach((manager) => manager.stopSilentRenew());
  managers.clear();
}

/** True when this tab holds an OIDC user for the region, read synchronously for the region selector. */
export function hasStoredOidcUser(region: RegionConfig): boolean {
  const key = `${oidcStorePrefix(region)}user:${authorityOf(region)}:${region.clientId}`;
  return window.sessionStorage.getItem(key) !== null;
}

const renewals = new Map<string, Promise<User | null>>();

/**
 * Renews with the refresh token, at most one renewal per region at a time: concurrent callers share it.
 * With a rotating refresh token, two parallel refreshes would revoke the whole grant. Across tabs, the
 * Web Locks API serialises renewals where the browser has it.
 */
export function renewOnce(region: RegionConfig): Promise<User | null> {
  const pending = renewals.get(region.id);
  if (pending) return pending;
  const manager = userManagerFor(region);
  const run = () => manager.signinSilent();
  const renewal = (
    typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request(`fleet-events-renew:${region.id}`, run)
      : run()
  ).finally(() => renewals.delete(region.id));
  renewals.set(region.id, renewal);
  return renewal;
}

/** The current access token, renewed first when it has expired or is about to. */
export async function currentOidcUser(region: RegionConfig): Promise<User | null> {
  const user = await userManagerFor(region).getUser();
  if (!user) return null;
  if (user.expires_in !== undefined && user.expires_in < 10) {
    return user.refresh_token ? renewOnce(region) : null;
  }
  return user;
}
