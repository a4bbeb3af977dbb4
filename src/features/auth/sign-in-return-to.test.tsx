import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { testRegions } from '../../testing/test-config';

const { au } = testRegions;
const hostile = '/au/..//evil.example/x';

function serveAu() {
  server.use(
    ...oidcHandlers(au),
    http.get(`${au.apiBaseUrl}/v1/auth/sso`, () =>
      HttpResponse.json({ id: 7, firstName: 'Dana', keys: [{ id: 2, accessToken: 'k', type: 'USER' }] }),
    ),
    http.get(`${au.apiBaseUrl}/v1/events/ignition`, () => HttpResponse.json([])),
    http.get(`${au.apiBaseUrl}/v1/events`, () => HttpResponse.json([])),
  );
}

const signInPage = () => `/au/sign-in?returnTo=${encodeURIComponent(hostile)}`;

describe('a returnTo with dot segments that leaves the region or the app', () => {
  it('password: lands on the region’s home', async () => {
    serveAu();
    const user = userEvent.setup();
    const { router } = renderApp(signInPage());
    await user.type(await screen.findByLabelText(/^Username/, { selector: 'input' }), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByRole('button', { name: 'Dana' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/au'));
  });

  it('API key: lands on the region’s home', async () => {
    serveAu();
    const user = userEvent.setup();
    const { router } = renderApp(signInPage());
    await user.type(await screen.findByLabelText(/^API key/, { selector: 'input' }), 'some-key');
    await user.click(screen.getByRole('button', { name: 'Use this API key' }));
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/au'));
  });

  it('SSO: the state sent to the identity provider carries the region’s home, not the hostile path', async () => {
    serveAu();
    const user = userEvent.setup();
    renderApp(signInPage());
    await user.click(await screen.findByRole('button', { name: 'Sign in with SSO' }));
    const stored = await waitFor(() => {
      const states = Object.keys(sessionStorage)
        .map((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as { data?: unknown })
        .filter((value) => 'data' in value);
      expect(states).toHaveLength(1);
      return states[0];
    });
    expect(stored?.data).toBe('/au');
  });
});
