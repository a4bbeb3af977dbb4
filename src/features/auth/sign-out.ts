import type { QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../config/schema';
import { activeLocale } from '../../i18n/i18n';
import { keyStore } from './key-store';
import { readStoredOidcUser } from './oidc-storage';
import { afterRenewals } from './renewal';
import { namesOf, postToOtherTabs } from './session-channel';
import { removeOidcUser, userManagerFor } from './user-managers';

/** Query keys of everything a region's session owns: its auth state and its data. */
export const regionQueryPrefixes = (regionId: string) => [
  ['auth', regionId],
  ['region', regionId],
];

function forgetRegion(region: RegionConfig, queryClient: QueryClient) {
  keyStore.clear(region.id);
  for (const queryKey of regionQueryPrefixes(region.id)) queryClient.removeQueries({ queryKey });
}

/**
 * Forgets the region's key, tokens and cached data in this tab, leaving the identity provider's session:
 * used when the API stops accepting the key, so signing in again can be a quick SSO bounce.
 */
export function signOutLocally(region: RegionConfig, queryClient: QueryClient): Promise<void> {
  return afterRenewals(region, async () => {
    await removeOidcUser(region);
    forgetRegion(region, queryClient);
  });
}

/**
 * The user's sign-out: revokes the refresh token, forgets everything of the region in this tab and
 * signs it out in the app's other tabs, then ends the identity provider's session. A renewal in flight
 * settles first (its tokens are the ones to revoke); the OIDC user goes before the key, so nothing left
 * mounted can exchange again. Only an OIDC session loads oidc-client-ts for it.
 */
export async function signOut(
  region: RegionConfig,
  queryClient: QueryClient,
): Promise<'redirecting' | 'done'> {
  const signedOut = await afterRenewals(region, async () => {
    const current = readStoredOidcUser(region);
    const manager = current ? await userManagerFor(region).catch(() => null) : null;
    if (manager) await manager.revokeTokens().catch(() => undefined);
    await removeOidcUser(region);
    forgetRegion(region, queryClient);
    return current && manager ? { user: current, manager } : null;
  });
  postToOtherTabs({ type: 'signed-out', ...namesOf(region) });
  if (!signedOut) return 'done';
  const { user, manager } = signedOut;
  try {
    // ui_locales: the identity provider's sign-out page, if it shows one, in the app's language.
    await manager.signoutRedirect({
      ...(user.id_token ? { id_token_hint: user.id_token } : {}),
      extraQueryParams: { ui_locales: activeLocale() },
    });
    return 'redirecting';
  } catch {
    // The provider is unreachable: the local session is gone all the same.
    return 'done';
  }
}
