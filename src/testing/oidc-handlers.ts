import { http, HttpResponse } from 'msw';
import type { RegionConfig } from '../config/schema';

/** JSON as UTF-8, then base64url, as a JWT's parts are (btoa alone takes only Latin-1 text). */
const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned JWT: oidc-client-ts reads claims but leaves signature checks to the API, as in production. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

export function issuerOf(region: RegionConfig): string {
  return `${region.authUrl}/auth/realms/${region.realm}`;
}

/**
 * MSW handlers for a region's identity provider: discovery, revocation, the password grant with demo/demo,
 * and the refresh grant (each renewal's access token says `renewed: true`).
 */
export function oidcHandlers(region: RegionConfig, { expiresIn = 300 }: { expiresIn?: number } = {}) {
  const issuer = issuerOf(region);
  return [
    http.get(`${issuer}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer,
        authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
        token_endpoint: `${issuer}/protocol/openid-connect/token`,
        end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
        revocation_endpoint: `${issuer}/protocol/openid-connect/revoke`,
        jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      }),
    ),
    http.post(`${issuer}/protocol/openid-connect/revoke`, () => new HttpResponse(null, { status: 200 })),
    http.post(`${issuer}/protocol/openid-connect/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const refreshing = form.get('grant_type') === 'refresh_token';
      if (!refreshing && (form.get('username') !== 'demo' || form.get('password') !== 'demo')) {
        return HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Invalid user credentials' },
          { status: 400 },
        );
      }
      const now = Math.floor(Date.now() / 1000);
      const claims = { iss: issuer, aud: region.clientId, sub: 'user-demo', iat: now, exp: now + expiresIn };
      return HttpResponse.json({
        access_token: fakeJwt({ ...claims, typ: 'Bearer', renewed: refreshing }),
        id_token: fakeJwt(claims),
        refresh_token: refreshing ? `${form.get('refresh_token') ?? ''}+` : 'refresh-1',
        token_type: 'Bearer',
        expires_in: expiresIn,
        scope: 'openid profile email',
      });
    }),
  ];
}
