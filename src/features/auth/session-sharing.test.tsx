import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import {
  apiKeySession,
  inSeconds,
  oidcSession,
  otherTab,
  regionOnChannel,
  type OtherTab,
} from '../../testing/other-tab';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

const { au, nz } = testRegions;

let tab: OtherTab;
beforeEach(() => {
  tab = otherTab();
  server.use(...oidcHandlers(au), eventsHandler(au), eventsHandler(nz));
});
afterEach(() => tab.close());

/** Every Authorization header the AU API was sent. */
function keysSentToAu() {
  const keys: string[] = [];
  server.use(
    http.get(`${au.apiBaseUrl}/v1/events*`, ({ request }) => {
      keys.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json([]);
    }),
  );
  return keys;
}

describe('a new tab borrowing a session', () => {
  it('gets a region’s session from an open tab, in memory only', async () => {
    tab.lends(au, apiKeySession(au, 'au-key-of-the-other-tab'));
    const { router } = renderApp('/au/events?types=driver');
    expect(await screen.findByRole('button', { name: 'API key …-tab' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/au/events');
    expect(tab.heard).toContainEqual(expect.objectContaining({ type: 'request', ...regionOnChannel(au) }));
    const everything = JSON.stringify({ ...sessionStorage, ...localStorage });
    expect(everything).not.toContain('au-key-of-the-other-tab');
  });

  it('with no other tab open, signs in as usual', async () => {
    const { router } = renderApp('/nz/events?types=driver');
    expect(await screen.findByRole('heading', { name: 'Sign in to New Zealand' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/nz/events?types=driver');
  });

  it.each([
    ['whose config points the region at another API', { apiBaseUrl: 'https://api.example.test/nz' }, {}],
    [
      'whose config names another identity provider',
      { authority: 'https://other.example/auth/realms/x' },
      {},
    ],
    ['whose session is bound to another API', {}, { apiBaseUrl: 'https://api.example.test/nz' }],
  ])('takes nothing from a tab %s', async (_, names, session) => {
    const keys = keysSentToAu();
    tab.lends(
      au,
      { ...apiKeySession(au, 'au-key-for-elsewhere'), ...session },
      { ...regionOnChannel(au), ...names },
    );
    renderApp('/au/events?types=driver');
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(keys).toEqual([]);
  });

  it('drops a borrowed OIDC session at the lending tab’s expiry', async () => {
    const lender = tab.lends(au, oidcSession(au, 'au-user-key', inSeconds(300)));
    renderApp('/au/events?types=driver');
    expect(await screen.findByRole('button', { name: 'Dana' })).toBeInTheDocument();
    // The lending tab closed, or its token ran out unrenewed: its last word is the expiry that has passed.
    lender.update(oidcSession(au, 'au-user-key', inSeconds(-1)));
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
  });

  it('takes no OIDC session that has already expired, or that says no expiry', async () => {
    const { expiresAt: _none, ...noExpiry } = oidcSession(au, 'au-user-key', 0);
    tab.lends(au, oidcSession(au, 'au-user-key', inSeconds(-5)));
    tab.lends(nz, { ...noExpiry, apiBaseUrl: nz.apiBaseUrl });
    const { unmount } = renderApp('/au/events?types=driver');
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    unmount();
    renderApp('/nz/events?types=driver');
    expect(await screen.findByRole('heading', { name: 'Sign in to New Zealand' })).toBeInTheDocument();
  });

  it('takes the key the lending tab renewed, sent to it alone', async () => {
    const keys = keysSentToAu();
    const lender = tab.lends(au, oidcSession(au, 'old-key', inSeconds(300)));
    const { router } = renderApp('/au/events?types=driver');
    expect(await screen.findByRole('button', { name: 'Dana' })).toBeInTheDocument();
    await waitFor(() => expect(keys).toContain('Bearer old-key'));
    lender.update(oidcSession(au, 'new-key', inSeconds(300)));
    await router.navigate('/au/events?types=ignition');
    await waitFor(() => expect(keys).toContain('Bearer new-key'));
    expect(JSON.stringify(tab.heard)).not.toContain('new-key');
  });
});

describe('signing out across tabs', () => {
  it('signing out in another tab signs that region out here, and only that region', async () => {
    storeApiKeySession('au', 'au-pasted-key');
    storeApiKeySession('nz', 'nz-pasted-key');
    const { router } = renderApp('/au/events?types=ignition');
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    tab.post({ type: 'signed-out', ...regionOnChannel(au) });
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/au/events?types=ignition',
    );
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('au-pasted-key');
    expect(sessionStorage.getItem('fleet-events.session.nz')).not.toBeNull();
  });

  it('ignores a sign-out from a tab whose config points the region elsewhere', async () => {
    storeApiKeySession('au', 'au-pasted-key');
    renderApp('/au/events');
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    tab.post({ type: 'signed-out', ...regionOnChannel(au), apiBaseUrl: 'https://api.example.test/nz' });
    // Then one that does apply to another region, so this tab has read the first one by then.
    storeApiKeySession('nz', 'nz-pasted-key');
    tab.post({ type: 'signed-out', ...regionOnChannel(nz) });
    await waitFor(() => expect(sessionStorage.getItem('fleet-events.session.nz')).toBeNull());
    expect(screen.getByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
  });

  it('signing out here tells the other tabs, naming the region by its API and provider', async () => {
    storeApiKeySession('au', 'au-pasted-key');
    renderApp('/au/events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'API key …-key' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of Australia' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    await waitFor(() => expect(tab.heard).toContainEqual({ type: 'signed-out', ...regionOnChannel(au) }));
  });
});
