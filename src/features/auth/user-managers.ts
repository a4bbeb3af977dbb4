import type { UserManager } from 'oidc-client-ts';
import type { RegionConfig } from '../../config/schema';
import { loadOidcClient } from './oidc-client';
import { authorityOf, oidcStorePrefix, oidcUserChanged, oidcUserKey } from './oidc-storage';

// Outlive sign-out: built from the region's config; the user they held is removed then (removeOidcUser).
const pending = new Map<string, Promise<UserManager>>();
const created = new Map<string, UserManager>();

async function createUserManager(region: RegionConfig): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await loadOidcClient();
  const origin = window.location.origin;
  const store = () =>
    new WebStorageStateStore({ store: window.sessionStorage, prefix: oidcStorePrefix(region) });
  const manager = new UserManager({
    authority: authorityOf(region),
    client_id: region.clientId,
    ...(region.clientSecret ? { client_secret: region.clientSecret } : {}),
    redirect_uri: `${origin}/${region.id}/auth/callback`,
    post_logout_redirect_uri: `${origin}/${region.id}/sign-in`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: store(),
    stateStore: store(),
    // Renewal is ours (renewal.ts): single-flight, so a rotating refresh token is never spent twice. The
    // timers that start it are ours too (token-timers.ts): a restored session has no manager.
    automaticSilentRenew: false,
    loadUserInfo: false,
    requestTimeoutInSeconds: region.requestTimeoutSeconds,
    revokeTokenTypes: ['refresh_token'],
    revokeTokenAdditionalContentTypes: ['text/plain'],
  });
  // Sign-in, renewal, revocation and removal store the user first, then raise these.
  manager.events.addUserLoaded((user) => oidcUserChanged(region.id, user));
  manager.events.addUserUnloaded(() => oidcUserChanged(region.id, null));
  return manager;
}

/**
 * One UserManager per region, created (and oidc-client-ts loaded) on first use and kept for the app's
 * life. Only sign-in, the callback, renewal and sign-out ask for it.
 */
export function userManagerFor(region: RegionConfig): Promise<UserManager> {
  const known = pending.get(region.id);
  if (known) return known;
  const manager: Promise<UserManager> = createUserManager(region).then(
    (made) => {
      if (pending.get(region.id) === manager) created.set(region.id, made);
      return made;
    },
    (error: unknown) => {
      // Not kept: the next sign-in or renewal tries to load the library again.
      if (pending.get(region.id) === manager) pending.delete(region.id);
      throw error;
    },
  );
  pending.set(region.id, manager);
  return manager;
}

/**
 * Forgets the region's OIDC user in this tab: through its manager when there is one (which also stops
 * its timers), else straight from storage, so signing out of a restored session loads nothing.
 */
export async function removeOidcUser(region: RegionConfig): Promise<void> {
  const manager = created.get(region.id);
  if (manager) return manager.removeUser();
  window.sessionStorage.removeItem(oidcUserKey(region));
  oidcUserChanged(region.id, null);
}

/**
 * Revokes a refresh token the region's stored user no longer holds (it was removed first, so the session
 * ended here at once): UserManager.revokeTokens only revokes the stored user's. A client of its own, on
 * the manager's settings, reaches the same revocation endpoint with the same client credentials.
 */
export async function revokeRefreshToken(region: RegionConfig, refreshToken: string): Promise<void> {
  const [{ OidcClient }, manager] = await Promise.all([loadOidcClient(), userManagerFor(region)]);
  await new OidcClient(manager.settings).revokeToken(refreshToken, 'refresh_token');
}

/** For tests: forget managers so each test starts from nothing. */
export function resetUserManagers(): void {
  created.forEach((manager) => manager.stopSilentRenew());
  created.clear();
  pending.clear();
}
