import type { QueryClient } from '@tanstack/react-query';
import type { RegionConfig } from '../../config/schema';
import { i18n } from '../../i18n/i18n';
import { buildApiUrl, getBytes, getJson, type QueryParams } from '../../lib/api-client';
import { ApiError, DescribedError } from '../../lib/api-errors';
import { ssoExchangeQueryOptions } from './api/sso-exchange';
import { credentialFor } from './credential';
import { keyFingerprint } from './key-fingerprint';
import { exchangeOnceFor, keyAccepted } from './refused-keys';
import { signOutLocally } from './sign-out';
import type { Session } from './use-session';

export type SignedInSession = Extract<Session, { status: 'signedIn' }>;

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

/** A region's API bound to one session's key; `keyId` names the key in query keys without holding it. */
export interface RegionApi {
  get: ApiGet;
  keyId: string;
}

/** What of a session its API needs: the key, the API it was issued for, and the OIDC subject to exchange again. */
export interface SessionKey {
  apiKey: string;
  /** The key goes only to this API, even if the config now names another for the region. */
  apiBaseUrl: string;
  /** Only an OIDC session has one: a refused key is then exchanged again. */
  subject?: string | undefined;
}

/**
 * The region's API with the session's key. A 401 exchanges the OIDC token again, once per key (renewing
 * it first if needed): a new key lets the queries keyed by it fetch again, the same key is tried once
 * more. A key that came from such an exchange and is refused too, a failed exchange, or an API-key
 * session: the region is signed out locally and the route guard sends the user to sign-in with the URL
 * as returnTo. Any region with a session can have one (the lookup asks every region it is signed in to);
 * nothing of it is kept outside the returned object.
 */
export function regionApiFor(
  region: RegionConfig,
  { apiKey, apiBaseUrl: keyBaseUrl, subject }: SessionKey,
  queryClient: QueryClient,
): RegionApi {
  const get = async (
    path: string,
    params?: QueryParams,
    signal?: AbortSignal,
    as: 'json' | 'bytes' = 'json',
  ) => {
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
  };

  return { get: get as ApiGet, keyId: keyFingerprint(apiKey) };
}
