import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import type { RegionConfig } from '../../config/schema';
import { oidcUserQueryOptions } from './api/oidc-user';
import { ssoExchangeQueryOptions } from './api/sso-exchange';
import type { PlatformUser } from './api/user-schema';
import { keyStore, type StoredSession } from './key-store';
import { onOidcUserChange, secondsLeft, type OidcUser } from './oidc-storage';
import { tokenSubject } from './token-subject';
import { renewOnce } from './renewal';
import { borrowedExpired, useSessionEnds } from './session-expiry';
import { borrowedSessionQueryOptions } from './session-sharing';
import { watchRegionAccessToken } from './token-timers';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'error'; error: Error }
  | {
      status: 'signedIn';
      kind: 'oidc';
      apiKey: string;
      user: PlatformUser;
      subject: string;
      /** The API base URL the key was issued for: it is sent to no other. */
      apiBaseUrl: string;
    }
  | { status: 'signedIn'; kind: 'apiKey'; apiKey: string; label: string; apiBaseUrl: string };

/**
 * Keeps the OIDC user query in step with what oidc-client-ts stores, and renews the token before it
 * expires. When a token expires the caller renders again, so it sees it expired (the user object stays
 * the same: only a sign-in, renewal or removal replaces it).
 */
function useOidcEvents(region: RegionConfig, user: OidcUser | null | undefined): void {
  const queryClient = useQueryClient();
  const [, countExpiry] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const key = oidcUserQueryOptions(region).queryKey;
    return onOidcUserChange((regionId, changed) => {
      if (regionId === region.id) queryClient.setQueryData(key, changed);
    });
  }, [region, queryClient]);
  const expiresAt = user?.access_token ? user.expires_at : undefined;
  useEffect(() => {
    if (expiresAt === undefined) return;
    return watchRegionAccessToken(region.id, expiresAt, {
      expiring: () => void renewOnce(region).catch(() => undefined),
      expired: countExpiry,
    });
  }, [region, expiresAt]);
}

export function useStoredSession(regionId: string) {
  return useSyncExternalStore(
    keyStore.subscribe,
    () => keyStore.read(regionId) ?? null,
    () => null,
  );
}

/**
 * Whether this tab's own OIDC token is what the session is made of, so it is exchanged for the key: not
 * when a pasted key or a session lent by another tab stands, nor for a token with no subject.
 */
export const exchangesOwnToken = (stored: StoredSession | null, subject: string | undefined): boolean =>
  stored?.kind !== 'apiKey' && !stored?.shared && subject !== undefined;

/**
 * The region's session: a pasted API key, a session borrowed from another tab of the app, or this tab's
 * OIDC user whose token has been exchanged for a key. A tab that has none asks the other tabs first.
 */
export function useSession(region: RegionConfig): Session {
  const stored = useStoredSession(region.id);
  const oidcUser = useQuery(oidcUserQueryOptions(region));
  useOidcEvents(region, oidcUser.data);
  const subject = oidcUser.data ? tokenSubject(oidcUser.data) : undefined;
  const exchange = useQuery({
    ...ssoExchangeQueryOptions(region, subject ?? ''),
    enabled: exchangesOwnToken(stored, subject),
  });
  const mayBorrow = stored === null && oidcUser.isSuccess && oidcUser.data === null;
  const borrowing = useQuery({ ...borrowedSessionQueryOptions(region), enabled: mayBorrow }).isPending;

  const { isPending, isError, error, data: user } = oidcUser;
  // Read on every render (it reads the clock); a token expiring renders this again (useOidcEvents).
  const left = user ? secondsLeft(user) : undefined;
  const expired = left !== undefined && left <= 0;
  // An expired token with no refresh token cannot be renewed: that is signed out, not an error.
  const ownExpired = expired && !user?.refresh_token;
  useSessionEnds(region, stored, ownExpired);
  const { isError: exchangeFailed, error: exchangeError, data: exchanged } = exchange;
  // The same object while nothing it is made of changed, so pages below re-render only for a real change.
  return useMemo((): Session => {
    if (stored?.kind === 'apiKey') {
      const { apiKey, label, apiBaseUrl } = stored;
      return { status: 'signedIn', kind: 'apiKey', apiKey, label, apiBaseUrl };
    }
    if (stored?.shared) {
      if (borrowedExpired(stored)) return { status: 'signedOut' };
      const { apiKey, user: platformUser, subject: storedSubject, apiBaseUrl } = stored;
      return {
        status: 'signedIn',
        kind: 'oidc',
        apiKey,
        user: platformUser,
        subject: storedSubject,
        apiBaseUrl,
      };
    }
    if (isPending) return { status: 'loading' };
    if (isError) return { status: 'error', error };
    if (!user || subject === undefined)
      return mayBorrow && borrowing ? { status: 'loading' } : { status: 'signedOut' };
    if (ownExpired) return { status: 'signedOut' };
    if (exchangeFailed) return { status: 'error', error: exchangeError };
    if (!exchanged) return { status: 'loading' };
    return {
      status: 'signedIn',
      kind: 'oidc',
      apiKey: exchanged.apiKey,
      user: exchanged.user,
      subject,
      apiBaseUrl: region.apiBaseUrl,
    };
  }, [
    stored,
    isPending,
    isError,
    error,
    user,
    ownExpired,
    subject,
    region.apiBaseUrl,
    mayBorrow,
    borrowing,
    exchangeFailed,
    exchangeError,
    exchanged,
  ]);
}
