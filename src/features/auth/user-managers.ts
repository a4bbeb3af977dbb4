import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
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
      // Renewal is ours (renewal.ts): single-flight, so a rotating refresh token is never spent twice.
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
