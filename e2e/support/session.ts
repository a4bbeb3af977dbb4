import type { APIRequestContext, Page } from '@playwright/test';

const appOrigin = 'http://localhost:4173';

interface RegionEntry {
  id: string;
  authUrl: string;
  realm: string;
  clientId: string;
  clientSecret?: string;
}

const payloadOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;

/** The claims oidc-client-ts leaves out of a stored user's profile (its filterProtocolClaims). */
const protocolClaims = [
  'nbf',
  'jti',
  'auth_time',
  'nonce',
  'acr',
  'amr',
  'azp',
  'at_hash',
  'iat',
  'exp',
  'iss',
  'aud',
];

/**
 * Signs the page's tab in to a region as the password form would, without the form: the region's password
 * grant, its user stored in sessionStorage where oidc-client-ts keeps it (`oidcUserKey`) before the app's
 * first script runs, as a reload of a signed-in tab finds it. The app then exchanges the token for the
 * user's key itself. For specs about what comes after signing in: the form, SSO and keys have their own
 * (sign-in, sessions, identity). Call before the page's first `goto`.
 */
export async function signInDirectly(
  page: Page,
  request: APIRequestContext,
  regionId = 'au',
  username = 'demo',
  password = 'demo',
): Promise<void> {
  const config = (await (await request.get(`${appOrigin}/config.json`)).json()) as { regions: RegionEntry[] };
  const region = config.regions.find((entry) => entry.id === regionId);
  if (!region) throw new Error(`no region ${regionId} in config.json`);
  const authority = `${region.authUrl}/auth/realms/${region.realm}`;
  const discovery = (await (await request.get(`${authority}/.well-known/openid-configuration`)).json()) as {
    token_endpoint: string;
  };
  const response = await request.post(discovery.token_endpoint, {
    form: {
      grant_type: 'password',
      client_id: region.clientId,
      ...(region.clientSecret ? { client_secret: region.clientSecret } : {}),
      username,
      password,
      scope: 'openid profile email',
    },
  });
  if (!response.ok()) throw new Error(`password grant for ${regionId} refused: ${await response.text()}`);
  const tokens = (await response.json()) as Record<string, unknown> & {
    id_token: string;
    expires_in: number;
  };
  const profile = Object.fromEntries(
    Object.entries(payloadOf(tokens.id_token)).filter(([claim]) => !protocolClaims.includes(claim)),
  );
  const user = {
    id_token: tokens.id_token,
    session_state: tokens.session_state ?? null,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile,
    expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
  };
  const key = `oidc.${region.id}.user:${authority}:${region.clientId}`;
  // Once per tab: a reload, a sign-out or a renewal later finds what the app itself left there.
  await page.addInitScript(
    ({ origin, key, value }) => {
      const seeded = `e2e.seeded:${key}`;
      if (window.location.origin !== origin || window.sessionStorage.getItem(seeded)) return;
      window.sessionStorage.setItem(key, value);
      window.sessionStorage.setItem(seeded, '1');
    },
    { origin: appOrigin, key, value: JSON.stringify(user) },
  );
}
