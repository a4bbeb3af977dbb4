import { queryOptions } from '@tanstack/react-query';
import { i18n } from '../../../i18n/i18n';
import { buildApiUrl, getJson, parseResponse } from '../../../lib/api-client';
import { DescribedError } from '../../../lib/api-errors';
import type { RegionConfig } from '../../../config/schema';
import { credentialFor } from '../credential';
import { keyStore } from '../key-store';
import { readStoredOidcUser } from '../oidc-storage';
import { currentOidcUser } from '../renewal';
import { userWithOwnKeySchema, type PlatformUser } from './user-schema';

export interface ExchangedSession {
  user: PlatformUser;
  apiKey: string;
}

export class NoUserKeyError extends DescribedError {
  override readonly name = 'NoUserKeyError';
  constructor() {
    super(
      'Signed in, but the platform user has no USER API key, so this app cannot call the API for you. Ask an administrator to issue one.',
      () => i18n.t('auth:session.noUserKey'),
    );
  }
}

/** The OIDC sign-in ran out before its token could be exchanged for a key. */
export class SignInExpiredError extends DescribedError {
  override readonly name = 'SignInExpiredError';
  constructor() {
    super('The sign-in has expired. Please sign in again.', () => i18n.t('auth:session.expired'));
  }
}

/** GET {base_url}/v1/auth/sso with the OIDC access token; yields the platform user and its USER key. */
export async function exchangeAccessToken(
  region: RegionConfig,
  accessToken: string,
  signal?: AbortSignal,
): Promise<ExchangedSession> {
  const json = await getJson(
    credentialFor(region, accessToken),
    buildApiUrl(region.apiBaseUrl, '/v1/auth/sso'),
    signal ? { signal } : {},
  );
  // Every other key's token is dropped here, at the boundary: nothing after this can keep or lend it.
  const user = parseResponse(userWithOwnKeySchema, json, () => i18n.t('auth:session.aUser'));
  const [key] = user.keys;
  if (!key) {
    throw new NoUserKeyError();
  }
  return { user, apiKey: key.accessToken };
}

/**
 * The exchange as a query, keyed by region and token subject. The token itself is read (and renewed when
 * needed) inside the query, so a renewed token does not start a new exchange. The key is kept in memory
 * only (key-store.ts), so a reload exchanges again; tabs that borrowed the session get a new key too.
 */
export const ssoExchangeQueryOptions = (region: RegionConfig, subject: string) =>
  queryOptions({
    queryKey: ['auth', region.id, 'sso-exchange', subject, region],
    queryFn: async ({ signal }) => {
      const oidcUser = await currentOidcUser(region);
      if (!oidcUser) throw new SignInExpiredError();
      const session = await exchangeAccessToken(region, oidcUser.access_token, signal);
      // A sign-out while this was in flight wins: never store a key for a session that has ended.
      if (readStoredOidcUser(region)) {
        // Tabs that borrowed the session hear of the new key from the lending side (lending.ts).
        keyStore.write(region.id, {
          kind: 'oidc',
          subject,
          apiKey: session.apiKey,
          user: session.user,
          apiBaseUrl: region.apiBaseUrl,
        });
      }
      return session;
    },
    initialData: () => {
      const stored = keyStore.read(region.id);
      return stored?.kind === 'oidc' &&
        !stored.shared &&
        stored.subject === subject &&
        stored.apiBaseUrl === region.apiBaseUrl
        ? { user: stored.user, apiKey: stored.apiKey }
        : undefined;
    },
    staleTime: Infinity,
    retry: false,
  });
