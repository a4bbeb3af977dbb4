import type { RegionConfig } from '../../config/schema';
import { keyStore } from './key-store';
import { readStoredOidcUser } from './oidc-storage';
import { regionNamesOf, postToOtherTabs } from './session-channel';
import { removeOidcUser, revokeRefreshToken } from './user-managers';

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
 * Another tab signed the region out: so does this one. The key and the OIDC user go first, at once, so
 * this tab neither lends the session (lending.ts reads both) nor exchanges its token again while the
 * library loads and the provider answers, which may take the whole request timeout. The refresh token
 * this tab held is revoked after, from the copy taken before, so nothing of the session outlives the
 * sign-out (only then is oidc-client-ts needed).
 */
export async function signedOutElsewhere(region: RegionConfig): Promise<void> {
  const refreshToken = readStoredOidcUser(region)?.refresh_token;
  keyStore.clear(region.id);
  await removeOidcUser(region);
  // Unable to load the library (offline), this tab is signed out all the same; the token then expires.
  if (refreshToken) await revokeRefreshToken(region, refreshToken).catch(() => undefined);
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
