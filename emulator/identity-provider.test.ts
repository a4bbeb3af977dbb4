import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CookieJar,
  passwordToken,
  pkcePair,
  startTestEmulator,
  tokenUrl,
  type Emulator,
} from './test-support.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields),
});

describe('identity provider', () => {
  it('publishes discovery at Keycloak paths for each region', async () => {
    const response = await fetch(`${emu.url}/nz/auth/realms/fleet/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${emu.url}/nz/auth/realms/fleet`);
    expect(discovery.token_endpoint).toBe(`${emu.url}/nz/auth/realms/fleet/protocol/openid-connect/token`);
    expect(discovery.jwks_uri).toBe(`${emu.url}/nz/auth/realms/fleet/protocol/openid-connect/certs`);
    expect(discovery.end_session_endpoint).toBe(
      `${emu.url}/nz/auth/realms/fleet/protocol/openid-connect/logout`,
    );
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('password grant for the confidential client returns Keycloak-shaped tokens with a JWT access token', async () => {
    const { status, body } = await passwordToken(emu, 'au');
    expect(status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 300, 'not-before-policy': 0 });
    expect(typeof body.refresh_token).toBe('string');
    expect(typeof body.session_state).toBe('string');
    expect(body.refresh_expires_in).toBeGreaterThan(0);
    expect(String(body.access_token).split('.')).toHaveLength(3);
    const claims = JSON.parse(
      Buffer.from(String(body.access_token).split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims).toMatchObject({ sub: 'demo', iss: `${emu.url}/au/auth/realms/fleet` });
  });

  it('password grant for the public client, and Keycloak wording for bad credentials and secrets', async () => {
    const publicClient = await passwordToken(emu, 'uk', {
      client_id: 'fleet-events-explorer',
      client_secret: '',
    });
    expect(publicClient.status).toBe(200);
    const wrong = await passwordToken(emu, 'uk', { password: 'nope' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid user credentials' },
    });
    const badSecret = await passwordToken(emu, 'uk', { client_secret: 'guess' });
    expect(badSecret.status).toBe(401);
    const regionOnly = await passwordToken(emu, 'us', { username: 'kiwi', password: 'kiwi' });
    expect(regionOnly.status).toBe(400);
    expect((await passwordToken(emu, 'nz', { username: 'kiwi', password: 'kiwi' })).status).toBe(200);
  });

  it('refresh tokens rotate, and a reused one is refused', async () => {
    const { body } = await passwordToken(emu, 'au', {
      client_id: 'fleet-events-explorer',
      client_secret: '',
    });
    const refresh = (token: string) =>
      fetch(
        tokenUrl(emu, 'au'),
        form({ client_id: 'fleet-events-explorer', grant_type: 'refresh_token', refresh_token: token }),
      );
    const first = await refresh(String(body.refresh_token));
    const renewed = (await first.json()) as Record<string, unknown>;
    expect(first.status).toBe(200);
    expect(renewed.refresh_token).not.toBe(body.refresh_token);
    expect(String(renewed.access_token).split('.')).toHaveLength(3);
    expect((await refresh(String(body.refresh_token))).status).toBe(400);
  });

  it('runs the authorization code flow with PKCE through the login page', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const redirectUri = 'http://localhost:5173/au/auth/callback';
    const authorize = new URL(`${emu.url}/au/auth/realms/fleet/protocol/openid-connect/auth`);
    for (const [k, v] of Object.entries({
      client_id: 'fleet-events-explorer',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid profile email',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 'state-1',
    })) {
      authorize.searchParams.set(k, v);
    }
    let response = await fetch(authorize, { redirect: 'manual' });
    jar.store(response);
    const loginUrl = new URL(response.headers.get('location') ?? '', emu.url);
    expect(loginUrl.pathname).toMatch(/^\/au\/auth\/realms\/fleet\/login\//);

    const page = await fetch(loginUrl, { headers: { cookie: jar.header() } });
    expect(await page.text()).toContain('<label for="username">Username</label>');

    const post = (password: string) =>
      fetch(loginUrl, {
        ...form({ username: 'demo', password }),
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie: jar.header() },
      });
    expect(await (await post('wrong')).text()).toContain('Invalid username or password.');
    response = await post('demo');
    jar.store(response);
    let location = response.headers.get('location') ?? '';
    for (let hops = 0; hops < 5 && !location.startsWith(redirectUri); hops += 1) {
      response = await fetch(new URL(location, emu.url), {
        redirect: 'manual',
        headers: { cookie: jar.header() },
      });
      jar.store(response);
      location = response.headers.get('location') ?? '';
    }
    const callback = new URL(location);
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code') ?? '';

    const exchange = () =>
      fetch(
        tokenUrl(emu, 'au'),
        form({
          client_id: 'fleet-events-explorer',
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      );
    const tokens = await exchange();
    const body = (await tokens.json()) as Record<string, unknown>;
    expect(tokens.status).toBe(200);
    expect(body).toMatchObject({ token_type: 'Bearer', scope: expect.stringContaining('openid') });
    expect(typeof body.id_token).toBe('string');
    expect(typeof body.refresh_token).toBe('string');
    expect((await exchange()).status).toBe(400); // a code is single-use
  });
});
