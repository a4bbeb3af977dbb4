import type { QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../config/schema';
import { oidcUserQueryOptions } from './api/oidc-user';
import { ssoExchangeQueryOptions } from './api/sso-exchange';
import { keyStore } from './key-store';
import { secondsLeft } from './oidc-storage';
import { tokenSubject } from './token-subject';
import { exchangesOwnToken } from './use-session';

/**
 * Starts, before the first render, the two queries a signed-in page's `useSession` will ask for: this tab's
 * stored OIDC user and the exchange of its token for the user's key. Each is the very query `useSession`
 * makes (same options, same key), so it finds the answer, or the request in flight, and starts no second.
 * Only for a token still valid: an expired one is `useSession`'s to renew or to call signed out.
 */
export async function prefetchSession(queryClient: QueryClient, region: RegionConfig): Promise<void> {
  const user = await queryClient.fetchQuery(oidcUserQueryOptions(region));
  if (!user) return;
  const subject = tokenSubject(user);
  const left = secondsLeft(user);
  if (!exchangesOwnToken(keyStore.read(region.id), subject) || subject === undefined) return;
  if (left !== undefined && left <= 0) return;
  await queryClient.prefetchQuery(ssoExchangeQueryOptions(region, subject));
}
