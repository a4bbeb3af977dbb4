import { screen } from '@testing-library/react';
import { jwtDecode } from 'jwt-decode';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { issuerOf, oidcHandlers } from '../testing/oidc-handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render';
import { probeRoutes as routes, storeOidcUser } from '../testing/session-probe';
import { storeApiKeySession } from '../testing/sessions';
import { testRegions } from '../testing/test-config';

const { au } = testRegions;
const tokenUrl = `${issuerOf(au)}/protocol/openid-connect/token`;
const refused = () =>
  HttpResponse.json({ status: 401, error: 'Unauthorized', message: 'Key revoked' }, { status: 401 });
const userWithKey = (apiKey: string) => ({
  id: 1,
  firstName: 'Dana',
  keys: [{ id: 2, accessToken: apiKey, type: 'USER' }],
});
const isRenewed = (auth: string | null) =>
  jwtDecode<{ renewed?: boolean }>((auth ?? '').replace(/^Bearer /, '')).renewed;

describe('a 401 from the API', () => {
  it('with an OIDC session: exchanges the token again once and retries with the new key', async () => {
    const seen: string[] = [];
    const keys = ['first-key', 'new-key'];
    server.use(
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => {
        seen.push('exchange');
        return HttpResponse.json(userWithKey(keys.shift() ?? 'none'));
      }),
      http.get(`${au.apiBaseUrl}/v1/events`, ({ request }) => {
        const auth = request.headers.get('Authorization');
        seen.push(auth ?? '');
        return auth === 'Bearer new-key' ? HttpResponse.json([{ id: 5 }]) : refused();
      }),
    );
    storeOidcUser(au);
    renderApp('/au/probe', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    expect(seen).toEqual(['exchange', 'Bearer first-key', 'exchange', 'Bearer new-key']);
  });

  it('a new key that is refused as well: signs out after one exchange, instead of exchanging again and again', async () => {
    let exchanges = 0;
    let calls = 0;
    server.use(
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => {
        exchanges += 1;
        return HttpResponse.json(userWithKey(`key-${exchanges}`));
      }),
      http.get(`${au.apiBaseUrl}/v1/events`, () => {
        calls += 1;
        return refused();
      }),
    );
    storeOidcUser(au);
    const { router } = renderApp('/au/probe?types=ignition', { routes });
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/au/probe?types=ignition',
    );
    // The exchange at sign-in, then one per refused key: key-1 is refused, key-2 as well, and that is all.
    expect(exchanges).toBe(2);
    expect(calls).toBe(2);
  });

  it('when the key stays refused: signs the region out and returns to sign-in with the same URL', async () => {
    let calls = 0;
    server.use(
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/events`, () => {
        calls += 1;
        return refused();
      }),
    );
    storeApiKeySession('au', 'revoked-key');
    storeApiKeySession('nz', 'nz-key');
    const { router } = renderApp('/au/probe?types=ignition&range=last7d', { routes });
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/au/probe?types=ignition&range=last7d',
    );
    expect(sessionStorage.getItem('fleet-events.session.au')).toBeNull();
    expect(sessionStorage.getItem('fleet-events.session.nz')).not.toBeNull();
    expect(calls).toBe(1);
  });
});

describe('the identity provider’s session', () => {
  it('a token that expired while the tab slept is renewed before the key is used', async () => {
    const seen: string[] = [];
    server.use(
      http.post(tokenUrl, async ({ request }) => {
        seen.push(new URLSearchParams(await request.clone().text()).get('grant_type') ?? '');
        return undefined;
      }),
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/auth/sso`, ({ request }) => {
        seen.push(isRenewed(request.headers.get('Authorization')) ? 'exchange (renewed token)' : 'exchange');
        return HttpResponse.json(userWithKey('au-key'));
      }),
      http.get(`${au.apiBaseUrl}/v1/events`, () => {
        seen.push('events');
        return HttpResponse.json([{ id: 5 }]);
      }),
    );
    storeOidcUser(au, { lifetime: -60 });
    // The key of the earlier sign-in, where the app used to keep it: it must not be used without a renewal.
    sessionStorage.setItem(
      'fleet-events.session.au',
      JSON.stringify({ kind: 'oidc', subject: 'user-demo', apiKey: 'au-key', user: userWithKey('au-key') }),
    );
    renderApp('/au/probe', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    expect(seen).toEqual(['refresh_token', 'exchange (renewed token)', 'events']);
  });

  it('a renewal refused with invalid_grant signs the region out, forgets its key, and keeps the URL', async () => {
    let apiCalls = 0;
    server.use(
      http.post(tokenUrl, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Token is not active' },
          { status: 400 },
        ),
      ),
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/*`, () => {
        apiCalls += 1;
        return HttpResponse.json([]);
      }),
    );
    storeOidcUser(au, { lifetime: -60 });
    storeApiKeySession('nz', 'nz-key');
    const { router } = renderApp('/au/probe?types=driver', { routes });
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/au/probe?types=driver');
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.au.'))).toEqual([]);
    expect(sessionStorage.getItem('fleet-events.session.nz')).not.toBeNull();
    expect(apiCalls).toBe(0);
  });

  it('a renewal refused with invalid_grant while the page is open signs the region out', async () => {
    server.use(
      http.post(tokenUrl, () =>
        HttpResponse.json(
          { error: 'invalid_grant', error_description: 'Session not active' },
          { status: 400 },
        ),
      ),
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => HttpResponse.json(userWithKey('au-key'))),
      http.get(`${au.apiBaseUrl}/v1/events`, () => HttpResponse.json([{ id: 5 }])),
    );
    // Renewal starts 60 s before expiry: at once for a token with 62 s left.
    storeOidcUser(au, { lifetime: 62 });
    renderApp('/au/probe', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.au.'))).toEqual([]);
  });

  it('a token that expires with no way to renew it signs the region out, keeping the URL', async () => {
    server.use(
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => HttpResponse.json(userWithKey('au-key'))),
      http.get(`${au.apiBaseUrl}/v1/events`, () => HttpResponse.json([{ id: 5 }])),
    );
    // The test owns the clock (it still runs on its own): the page loads before the token runs out however
    // busy the machine is, and the expiry comes when the test moves the clock, not after some real seconds.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeOidcUser(au, { lifetime: 120, refreshToken: null });
    const { router } = renderApp('/au/probe?types=ignition', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to Australia' })).not.toBeInTheDocument();
    // Nothing else happens on the page: the token's expiry alone must end the session.
    await vi.advanceTimersByTimeAsync(121_000);
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/au/probe?types=ignition',
    );
  });
});
