import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { RequireSession, SignInPage, useRegionApi } from '../features/auth';
import { useActiveRegion } from '../features/regions';
import { fakeJwt, issuerOf, oidcHandlers } from '../testing/oidc-handlers';
import { server } from '../testing/msw-server';
import { renderApp } from '../testing/render';
import { storeApiKeySession } from '../testing/sessions';
import { testRegions } from '../testing/test-config';
import { RegionLayout } from './region-layout';

const { au } = testRegions;

function Probe() {
  const region = useActiveRegion();
  const api = useRegionApi();
  const result = useQuery({
    queryKey: ['region', region.id, 'probe', api.keyId, api.get],
    queryFn: ({ signal }) => api.get('/v1/events', {}, signal),
  });
  if (result.isError) return <p>Failed: {result.error.message}</p>;
  return <p>{result.data ? `Loaded ${JSON.stringify(result.data)}` : 'Loading'}</p>;
}

const routes = [
  {
    path: '/:region',
    element: <RegionLayout />,
    children: [
      { path: 'sign-in', element: <SignInPage /> },
      {
        path: 'probe',
        element: (
          <RequireSession>
            <Probe />
          </RequireSession>
        ),
      },
    ],
  },
];

function storeOidcSession(apiKey: string, { lifetime = 300, refreshToken = 'r1' as string | null } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: issuerOf(au), aud: au.clientId, sub: 'user-demo', iat: now, exp: now + lifetime };
  const user = new User({
    access_token: fakeJwt(claims),
    id_token: fakeJwt(claims),
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    token_type: 'Bearer',
    profile: claims,
    expires_at: now + lifetime,
  });
  sessionStorage.setItem(`oidc.au.user:${issuerOf(au)}:${au.clientId}`, user.toStorageString());
  sessionStorage.setItem(
    'fleet-events.session.au',
    JSON.stringify({ kind: 'oidc', subject: 'user-demo', apiKey, user: { id: 1, keys: [] } }),
  );
}

describe('a 401 from the API', () => {
  it('with an OIDC session: exchanges the token again once and retries with the new key', async () => {
    const seen: string[] = [];
    server.use(
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => {
        seen.push('exchange');
        return HttpResponse.json({
          id: 1,
          firstName: 'Dana',
          keys: [{ id: 2, accessToken: 'new-key', type: 'USER' }],
        });
      }),
      http.get(`${au.apiBaseUrl}/v1/events`, ({ request }) => {
        const auth = request.headers.get('Authorization');
        seen.push(auth ?? '');
        return auth === 'Bearer new-key'
          ? HttpResponse.json([{ id: 5 }])
          : HttpResponse.json(
              { status: 401, error: 'Unauthorized', message: 'Key revoked' },
              { status: 401 },
            );
      }),
    );
    storeOidcSession('old-key');
    renderApp('/au/probe', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    expect(seen).toEqual(['Bearer old-key', 'exchange', 'Bearer new-key']);
  });

  it('when the key stays refused: signs the region out and returns to sign-in with the same URL', async () => {
    let calls = 0;
    server.use(
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/events`, () => {
        calls += 1;
        return HttpResponse.json(
          { status: 401, error: 'Unauthorized', message: 'Key revoked' },
          { status: 401 },
        );
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

describe('a token that expires with no way to renew it', () => {
  it('signs the region out when it expires and returns to sign-in with the same URL', async () => {
    server.use(
      ...oidcHandlers(au),
      http.get(`${au.apiBaseUrl}/v1/events`, () => HttpResponse.json([{ id: 5 }])),
    );
    storeOidcSession('key', { lifetime: 2, refreshToken: null });
    const { router } = renderApp('/au/probe?types=ignition', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    // Nothing else happens on the page: the token's expiry alone must end the session.
    expect(
      await screen.findByRole('heading', { name: 'Sign in to Australia' }, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/au/probe?types=ignition',
    );
  }, 15_000);
});
