import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from 'oidc-client-ts';
import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import type { RegionConfig } from '../../config/schema';
import { oidcUserQueryOptions } from './api/oidc-user';
import { ssoExchangeQueryOptions } from './api/sso-exchange';
import type { PlatformUser } from './api/user-schema';
import { keyStore } from './key-store';
import { tokenSubject } from './token-subject';
import { renewOnce } from './renewal';
import { borrowedSessionQueryOptions } from './session-sharing';
import { userManagerFor } from './user-managers';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error'; error: Error }
  | { status: 'signedIn'; kind: 'oidc'; apiKey: string; user: PlatformUser; subject: string }
  | { status: 'signedIn'; kind: 'apiKey'; apiKey: string; label: string };

/**
 * Keeps the OIDC user query in step with oidc-client-ts, and renews the token before it expires. When a
 * token expires the caller renders again, so it sees `user.expired` (the user object stays the same;
 * re-reading it would re-arm oidc-client-ts's expiry timer and loop).
 */
function useOidcEvents(region: RegionConfig): void {
  const queryClient = useQueryClient();
  const [, countExpiry] = useReducer((n: number) => n + 1, 0);
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
    const onExpired = () => countExpiry();
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

/**
 * The region's session: a pasted API key, a session borrowed from another tab of the app, or this tab's
 * OIDC user whose token has been exchanged for a key. A tab that has none asks the other tabs first.
 */
export function useSession(region: RegionConfig): Session {
  useOidcEvents(region);
  const stored = useStoredSession(region.id);
  const oidcUser = useQuery(oidcUserQueryOptions(region));
  const subject = oidcUser.data ? tokenSubject(oidcUser.data) : undefined;
  const canExchange = stored?.kind !== 'apiKey' && !stored?.shared && subject !== undefined;
  const exchange = useQuery({ ...ssoExchangeQueryOptions(region, subject ?? ''), enabled: canExchange });
  const mayBorrow = stored === null && oidcUser.isSuccess && oidcUser.data === null;
  const borrowing = useQuery({ ...borrowedSessionQueryOptions(region), enabled: mayBorrow }).isPending;

  const { isPending, isError, error, data: user } = oidcUser;
  // Read on every render (it reads the clock); a token expiring renders this again (useOidcEvents).
  const expired = Boolean(user?.expired);
  const { isError: exchangeFailed, error: exchangeError, data: exchanged } = exchange;
  // The same object while nothing it is made of changed, so pages below re-render only for a real change.
  return useMemo((): Session => {
    if (stored?.kind === 'apiKey') {
      return { status: 'signedIn', kind: 'apiKey', apiKey: stored.apiKey, label: stored.label };
    }
    if (stored?.shared) {
      const { apiKey, user: platformUser, subject: storedSubject } = stored;
      return { status: 'signedIn', kind: 'oidc', apiKey, user: platformUser, subject: storedSubject };
    }
    if (isPending) return { status: 'loading' };
    if (isError) return { status: 'error', error };
    if (!user || subject === undefined)
      return mayBorrow && borrowing ? { status: 'loading' } : { status: 'signedOut' };
    // An expired token with no refresh token cannot be renewed: that is signed out, not an error.
    if (expired && !user.refresh_token) return { status: 'signedOut' };
    if (exchangeFailed) return { status: 'error', error: exchangeError };
    if (!exchanged) return { status: 'loading' };
    return {
      status: 'signedIn',
      kind: 'oidc',
      apiKey: exchanged.apiKey,
      user: exchanged.user,
      subject,
    };
  }, [
    stored,
    isPending,
    isError,
    error,
    user,
    expired,
    subject,
    mayBorrow,
    borrowing,
    exchangeFailed,
    exchangeError,
    exchanged,
  ]);
}
