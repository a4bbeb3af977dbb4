import type { QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../config/schema';
import { activeLocale } from '../../i18n/i18n';
import { keyStore } from './key-store';
import { readStoredOidcUser } from './oidc-storage';
import { afterRenewals } from './renewal';
import { regionNamesOf, postToOtherTabs } from './session-channel';
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
 * mounted can exchange again. Only an OIDC session loads oidc-client-ts for it, one borrowed from another
 * tab included: this tab holds no token of it, but the provider's session is the same one, and left
 * alive the next "Sign in with SSO" on this computer would go straight in as this user. Without an ID
 * token to name it, the provider is told the client id and where to come back (oidc-client-ts adds
 * `client_id` to the end-session request when there is no `id_token_hint`).
 */
export async function signOut(
  region: RegionConfig,
  queryClient: QueryClient,
): Promise<'redirecting' | 'done'> {
  const signedOut = await afterRenewals(region, async () => {
    const current = readStoredOidcUser(region);
    const endsProviderSession = current !== null || keyStore.read(region.id)?.kind === 'oidc';
    const manager = endsProviderSession ? await userManagerFor(region).catch(() => null) : null;
    if (manager && current) await manager.revokeTokens().catch(() => undefined);
    await removeOidcUser(region);
    forgetRegion(region, queryClient);
    return manager ? { idToken: current?.id_token, manager } : null;
  });
  postToOtherTabs({ type: 'signed-out', ...regionNamesOf(region) });
  if (!signedOut) return 'done';
  const { idToken, manager } = signedOut;
  try {
    // ui_locales: the identity provider's sign-out page, if it shows one, in the app's language.
    await manager.signoutRedirect({
      ...(idToken ? { id_token_hint: idToken } : {}),
      extraQueryParams: { ui_locales: activeLocale() },
    });
    return 'redirecting';
  } catch {
    // The provider is unreachable: the local session is gone all the same.
    return 'done';
  }
}
