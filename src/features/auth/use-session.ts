import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { useEffect, useSyncExternalStore } from 'react';
import type { RegionConfig } from '../../config/schema';
import { oidcUserQueryOptions } from './api/oidc-user';
import { ssoExchangeQueryOptions } from './api/sso-exchange';
import type { PlatformUser } from './api/user-schema';
import { keyStore } from './key-store';
import { tokenSubject } from './token-subject';
import { renewOnce, userManagerFor } from './user-managers';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error'; error: Error }
  | { status: 'signedIn'; kind: 'oidc'; apiKey: string; user: PlatformUser; subject: string }
  | { status: 'signedIn'; kind: 'apiKey'; apiKey: string; label: string };

/** Keeps the OIDC user query in step with oidc-client-ts, and renews the token before it expires. */
function useOidcEvents(region: RegionConfig) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const events = userManagerFor(region).events;
    const key = oidcUserQueryOptions(region).queryKey;
    const onLoaded = (user: User) => {
      queryClient.setQueryData(key, user);
    };
    const onUnloaded = () => {
      queryClient.setQueryData(key, null);
    };
    const onExpiring = () => void renewOnce(region).catch(() => undefined);
    events.addUserLoaded(onLoaded);
    events.addUserUnloaded(onUnloaded);
    events.addAccessTokenExpiring(onExpiring);
    return () => {
      events.removeUserLoaded(onLoaded);
      events.removeUserUnloaded(onUnloaded);
      events.removeAccessTokenExpiring(onExpiring);
    };
  }, [region, queryClient]);
}

export function useStoredSession(regionId: string) {
  return useSyncExternalStore(
    keyStore.subscribe,
    () => keyStore.read(regionId) ?? null,
    () => null,
  );
}

/** The region's session: an API-key session, or an OIDC user whose token has been exchanged for a key. */
export function useSession(region: RegionConfig): Session {
  useOidcEvents(region);
  const stored = useStoredSession(region.id);
  const oidcUser = useQuery(oidcUserQueryOptions(region));
  const subject = oidcUser.data ? tokenSubject(oidcUser.data) : undefined;
  const canExchange = stored?.kind !== 'apiKey' && subject !== undefined;
  const exchange = useQuery({ ...ssoExchangeQueryOptions(region, subject ?? ''), enabled: canExchange });

  if (stored?.kind === 'apiKey') {
    return { status: 'signedIn', kind: 'apiKey', apiKey: stored.apiKey, label: stored.label };
  }
  if (oidcUser.isPending) return { status: 'loading' };
  if (oidcUser.isError) return { status: 'error', error: oidcUser.error };
  if (!oidcUser.data || subject === undefined) return { status: 'signedOut' };
  // An expired token with no refresh token cannot be renewed: that is signed out, not an error.
  if (oidcUser.data.expired && !oidcUser.data.refresh_token) return { status: 'signedOut' };
  if (exchange.isError) return { status: 'error', error: exchange.error };
  if (!exchange.data) return { status: 'loading' };
  return {
    status: 'signedIn',
    kind: 'oidc',
    apiKey: exchange.data.apiKey,
    user: exchange.data.user,
    subject,
  };
}
