import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { issuerOf, oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { probeRoutes as routes, storeOidcUser } from '../../testing/session-probe';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';
import { oidcClientLoaded } from './oidc-client';
import { readStoredOidcUser } from './oidc-storage';

const { au } = testRegions;
const userWithKey = { id: 1, firstName: 'Dana', keys: [{ id: 2, accessToken: 'au-key', type: 'USER' }] };

/** The platform API only: a request to the identity provider fails the test (MSW's unhandled request). */
function serveApi() {
  const keysSeen: (string | null)[] = [];
  server.use(
    http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => HttpResponse.json(userWithKey)),
    http.get(`${au.apiBaseUrl}/v1/events`, ({ request }) => {
      keysSeen.push(request.headers.get('Authorization'));
      return HttpResponse.json([{ id: 5 }]);
    }),
  );
  return keysSeen;
}

describe('a session restored at start does not load oidc-client-ts', () => {
  it('an OIDC session: the stored token is exchanged and the key used, with no UserManager', async () => {
    const keysSeen = serveApi();
    storeOidcUser(au, { lifetime: 300 });
    renderApp('/au/probe', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    expect(keysSeen).toEqual(['Bearer au-key']);
    expect(oidcClientLoaded()).toBe(false);
  });

  it('an API-key session: used and signed out of without the library', async () => {
    serveApi();
    storeApiKeySession('au', 'pasted-key');
    const { router } = renderApp('/au/probe', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'API key …-key' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of Australia' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/au/sign-in');
    expect(sessionStorage.getItem('fleet-events.session.au')).toBeNull();
    expect(oidcClientLoaded()).toBe(false);
  });

  it('the renewal before expiry loads it, and the page takes the renewed token', async () => {
    const grants: string[] = [];
    serveApi();
    server.use(
      http.post(`${issuerOf(au)}/protocol/openid-connect/token`, async ({ request }) => {
        grants.push(new URLSearchParams(await request.clone().text()).get('grant_type') ?? '');
        return undefined;
      }),
      ...oidcHandlers(au),
    );
    // Renewal starts 60 s before expiry: after a second for a token with 62 s left.
    storeOidcUser(au, { lifetime: 62, refreshToken: 'r1' });
    renderApp('/au/probe', { routes });
    expect(await screen.findByText('Loaded [{"id":5}]')).toBeInTheDocument();
    await expect.poll(() => readStoredOidcUser(au)?.refresh_token, { timeout: 20_000 }).toBe('r1+');
    expect(grants).toEqual(['refresh_token']);
    expect(oidcClientLoaded()).toBe(true);
    // Still signed in with the same key: a renewal does not exchange again.
    expect(screen.getByText('Loaded [{"id":5}]')).toBeInTheDocument();
  });
});
