import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import type { RegionConfig } from '../../config/schema';
import { buildApiUrl, getBytes, getJson, type QueryParams } from '../../lib/api-client';
import { i18n } from '../../i18n/i18n';
import { ApiError, DescribedError } from '../../lib/api-errors';
import { ssoExchangeQueryOptions } from './api/sso-exchange';
import { credentialFor } from './credential';
import { keyFingerprint } from './key-fingerprint';
import { exchangeOnceFor, keyAccepted } from './refused-keys';
import { signOutLocally } from './sign-out';
import type { Session } from './use-session';

export type SignedInSession = Extract<Session, { status: 'signedIn' }>;

export const SignedInContext = createContext<{ region: RegionConfig; session: SignedInSession } | null>(null);

/** The zone the user set at the platform: only an OIDC sign-in brings one (a pasted key has no user). */
export function userTimeZone(session: SignedInSession): string | undefined {
  return session.kind === 'oidc' ? session.user.timeZone : undefined;
}

export function useSignedIn() {
  const value = useContext(SignedInContext);
  if (!value) throw new Error('useSignedIn must be used inside <RequireSession>');
  return value;
}

export class KeyRotatedError extends DescribedError {
  override readonly name = 'KeyRotatedError';
  constructor() {
    super('The API key was renewed; loading again with the new key.', () =>
      i18n.t('auth:session.keyRenewed'),
    );
  }
}

/**
 * A GET on the region's API: the body as parsed JSON, or (`as: 'bytes'`) as the chunks of bytes it came in,
 * for a parser elsewhere.
 */
export interface ApiGet {
  (path: string, params?: QueryParams, signal?: AbortSignal): Promise<unknown>;
  (path: string, params: QueryParams, signal: AbortSignal | undefined, as: 'bytes'): Promise<Uint8Array[]>;
}

/**
 * The region's API with its key. A 401 exchanges the OIDC token again, once per key (renewing it first
 * if needed): a new key lets the queries keyed by it fetch again, the same key is tried once more. A key
 * that came from such an exchange and is refused too, a failed exchange, or an API-key session: the
 * region is signed out locally and the route guard sends the user to sign-in with the URL as returnTo.
 */
export function useRegionApi(): { get: ApiGet; keyId: string } {
  const { region, session } = useSignedIn();
  const queryClient = useQueryClient();
  // The key goes only to the API it was issued for, even if the config now names another for the region.
  const { apiKey, apiBaseUrl: keyBaseUrl } = session;
  const subject = session.kind === 'oidc' ? session.subject : undefined;

  const get = useCallback(
    async (path: string, params?: QueryParams, signal?: AbortSignal, as: 'json' | 'bytes' = 'json') => {
      const url = buildApiUrl(region.apiBaseUrl, path, params);
      const options = signal ? { signal } : {};
      const call = async (key: string) => {
        const body =
          as === 'bytes'
            ? await getBytes(credentialFor(region, key, keyBaseUrl), url, options)
            : await getJson(credentialFor(region, key, keyBaseUrl), url, options);
        keyAccepted(region.id, key);
        return body;
      };
      try {
        return await call(apiKey);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 401) throw error;
        const fresh =
          subject === undefined
            ? null
            : await exchangeOnceFor(region.id, apiKey, () =>
                queryClient
                  .fetchQuery({ ...ssoExchangeQueryOptions(region, subject), staleTime: 0 })
                  .then((exchanged) => exchanged.apiKey)
                  .catch(() => null),
              );
        if (fresh && fresh !== apiKey) {
          // The session now carries the new key; queries keyed by it fetch again, so retrying here would
          // ask twice. This attempt ends, and its now-unobserved query is dropped.
          throw new KeyRotatedError();
        }
        if (fresh) {
          try {
            return await call(fresh);
          } catch (retryError) {
            if (!(retryError instanceof ApiError) || retryError.status !== 401) throw retryError;
          }
        }
        await signOutLocally(region, queryClient);
        throw error;
      }
    },
    [region, apiKey, keyBaseUrl, subject, queryClient],
  );

  return useMemo(() => ({ get: get as ApiGet, keyId: keyFingerprint(apiKey) }), [get, apiKey]);
}
