import type { QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../config/schema';
import { ssoExchangeQueryOptions } from './api/sso-exchange';
import { keyStore } from './key-store';
import { readStoredOidcUser, secondsLeft } from './oidc-storage';
import { regionApiFor, type RegionApi, type SignedInSession } from './region-api';
import { borrowedExpired } from './session-expiry';
import { tokenSubject } from './token-subject';

/**
 * A region's session in this tab, read as useSession reads it but once, for a page of another region
 * (the lookup in every region): a pasted key, a session borrowed earlier, or this tab's OIDC sign-in,
 * its token exchanged for the key through the same cached query (renewed first when it must be). Null
 * when the tab holds none, or only one that is over; it never asks the other tabs for one.
 */
export async function signedInSessionOf(
  region: RegionConfig,
  queryClient: QueryClient,
): Promise<SignedInSession | null> {
  const stored = keyStore.read(region.id);
  if (stored?.kind === 'apiKey') {
    const { apiKey, label, apiBaseUrl } = stored;
    return { status: 'signedIn', kind: 'apiKey', apiKey, label, apiBaseUrl };
  }
  if (stored?.shared) {
    if (borrowedExpired(stored)) return null;
    const { apiKey, user, subject, apiBaseUrl } = stored;
    return { status: 'signedIn', kind: 'oidc', apiKey, user, subject, apiBaseUrl };
  }
  const oidcUser = readStoredOidcUser(region);
  const subject = oidcUser ? tokenSubject(oidcUser) : undefined;
  if (!oidcUser || subject === undefined) return null;
  const left = secondsLeft(oidcUser);
  if (left !== undefined && left <= 0 && !oidcUser.refresh_token) return null;
  const exchanged = await queryClient.fetchQuery(ssoExchangeQueryOptions(region, subject));
  return {
    status: 'signedIn',
    kind: 'oidc',
    apiKey: exchanged.apiKey,
    user: exchanged.user,
    subject,
    apiBaseUrl: region.apiBaseUrl,
  };
}

/** A region's session and its API, for a page of another region; null when the tab is not signed in there. */
export async function otherRegionApi(
  region: RegionConfig,
  queryClient: QueryClient,
): Promise<{ session: SignedInSession; api: RegionApi } | null> {
  const session = await signedInSessionOf(region, queryClient);
  if (!session) return null;
  const subject = session.kind === 'oidc' ? session.subject : undefined;
  const { apiKey, apiBaseUrl } = session;
  return { session, api: regionApiFor(region, { apiKey, apiBaseUrl, subject }, queryClient) };
}

/** Calls back when the region's session ends in this tab (signed out, for any reason). */
export const onRegionSessionEnd = (regionId: string, listener: () => void): (() => void) =>
  keyStore.onClear((ended) => {
    if (ended === regionId) listener();
  });
