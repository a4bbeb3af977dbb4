import type { RegionConfig } from '../../config/schema';
import { keyStore } from './key-store';
import { readStoredOidcUser } from './oidc-storage';
import { regionNamesOf, postToOtherTabs } from './session-channel';
import { removeOidcUser, userManagerFor } from './user-managers';

/**
 * The identity provider ended the session (the refresh token was revoked or expired, the user was
 * disabled): the region is signed out here and in the app's other tabs, its tokens and key forgotten.
 * The route guard then sends the user to sign-in with the page they were on.
 */
export async function identitySessionEnded(region: RegionConfig): Promise<void> {
  await removeOidcUser(region);
  keyStore.clear(region.id);
  postToOtherTabs({ type: 'signed-out', ...regionNamesOf(region) });
}

/**
 * Another tab signed the region out: so does this one. A refresh token this tab holds is revoked first,
 * so nothing of the session outlives the sign-out (only then is oidc-client-ts needed).
 */
export async function signedOutElsewhere(region: RegionConfig): Promise<void> {
  // Unable to load the library (offline), this tab still signs out; the token then simply expires.
  const manager = readStoredOidcUser(region) ? await userManagerFor(region).catch(() => null) : null;
  await manager?.revokeTokens().catch(() => undefined);
  await removeOidcUser(region);
  keyStore.clear(region.id);
}

/**
 * This tab's access token expired and nothing can renew it (it came without a refresh token): the OIDC
 * session is over here, and the key it was exchanged for goes with it, so it is neither used nor lent.
 * Nothing is posted: other tabs have sessions of their own, and those it lent to drop it at the expiry
 * they were given.
 */
export async function oidcSessionExpired(region: RegionConfig): Promise<void> {
  await removeOidcUser(region);
  keyStore.clear(region.id);
}
