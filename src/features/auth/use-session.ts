import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
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
    // Read the user again when its token expires, so the session says so without waiting for a render.
    const onExpired = () => void queryClient.invalidateQueries({ queryKey: key });
    events.addUserLoaded(onLoaded);
    events.addUserUnloaded(onUnloaded);
    events.addAccessTokenExpiring(onExpiring);
    events.addAccessTokenExpired(onExpired);
    return () => {
      events.removeAccessTokenExpired(onExpired);
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

  const { isPending, isError, error, data: user } = oidcUser;
  const { isError: exchangeFailed, error: exchangeError, data: exchanged } = exchange;
  // The same object while nothing it is made of changed, so pages below re-render only for a real change.
  return useMemo((): Session => {
    if (stored?.kind === 'apiKey') {
      return { status: 'signedIn', kind: 'apiKey', apiKey: stored.apiKey, label: stored.label };
    }
    if (isPending) return { status: 'loading' };
    if (isError) return { status: 'error', error };
    if (!user || subject === undefined) return { status: 'signedOut' };
    // An expired token with no refresh token cannot be renewed: that is signed out, not an error.
    if (user.expired && !user.refresh_token) return { status: 'signedOut' };
    if (exchangeFailed) return { status: 'error', error: exchangeError };
    if (!exchanged) return { status: 'loading' };
    return {
      status: 'signedIn',
      kind: 'oidc',
      apiKey: exchanged.apiKey,
      user: exchanged.user,
      subject,
    };
  }, [stored, isPending, isError, error, user, subject, exchangeFailed, exchangeError, exchanged]);
}
