import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';
import { resetAuthState } from './reset-auth-state';

const { au, nz } = testRegions;

/** Another tab of the app, as the app's tabs see it: the same-origin channel they share. */
let otherTab: BroadcastChannel;
let heard: unknown[];
beforeEach(() => {
  otherTab = new BroadcastChannel('fleet-events.sessions');
  heard = [];
  otherTab.addEventListener('message', (event: MessageEvent) => heard.push(event.data));
  server.use(...oidcHandlers(au), eventsHandler(au), eventsHandler(nz));
});
afterEach(() => {
  otherTab.close();
  resetAuthState();
});

const pastedSession = { kind: 'apiKey', apiKey: 'au-key-of-the-other-tab', label: 'API key …-tab' };

/** The other tab holds an AU session and answers this tab's requests for it. */
function otherTabHoldsAu() {
  otherTab.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: string; id?: string; regionId?: string };
    if (message.type === 'request' && message.regionId === 'au') {
      otherTab.postMessage({ type: 'answer', id: message.id, regionId: 'au', session: pastedSession });
    }
  });
}

describe('sessions across tabs', () => {
  it('a new tab gets a region’s session from an open tab, in memory only', async () => {
    otherTabHoldsAu();
    const { router } = renderApp('/au/events?types=driver');
    expect(await screen.findByRole('button', { name: 'API key …-tab' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/au/events');
    expect(heard).toContainEqual(expect.objectContaining({ type: 'request', regionId: 'au' }));
    const everything = JSON.stringify({ ...sessionStorage, ...localStorage });
    expect(everything).not.toContain('au-key-of-the-other-tab');
  });

  it('with no other tab open, signs in as usual', async () => {
    const { router } = renderApp('/nz/events?types=driver');
    expect(await screen.findByRole('heading', { name: 'Sign in to New Zealand' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/nz/events?types=driver');
  });

  it('answers another tab that asks for a region it holds, and only that region', async () => {
    storeApiKeySession('au', 'au-pasted-key');
    renderApp('/au/events');
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    otherTab.postMessage({ type: 'request', id: 'r1', regionId: 'au' });
    otherTab.postMessage({ type: 'request', id: 'r2', regionId: 'nz' });
    await waitFor(() =>
      expect(heard).toContainEqual({
        type: 'answer',
        id: 'r1',
        regionId: 'au',
        session: { kind: 'apiKey', apiKey: 'au-pasted-key', label: 'API key …-key' },
      }),
    );
    expect(heard).not.toContainEqual(expect.objectContaining({ id: 'r2' }));
  });

  it('signing out in another tab signs that region out here, and only that region', async () => {
    storeApiKeySession('au', 'au-pasted-key');
    storeApiKeySession('nz', 'nz-pasted-key');
    const { router } = renderApp('/au/events?types=ignition');
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    otherTab.postMessage({ type: 'signed-out', regionId: 'au' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/au/events?types=ignition',
    );
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('au-pasted-key');
    expect(sessionStorage.getItem('fleet-events.session.nz')).not.toBeNull();
  });

  it('signing out here tells the other tabs', async () => {
    storeApiKeySession('au', 'au-pasted-key');
    renderApp('/au/events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'API key …-key' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of Australia' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    await waitFor(() => expect(heard).toContainEqual({ type: 'signed-out', regionId: 'au' }));
  });

  it('a borrowed session takes the key the lending tab renewed', async () => {
    const user = { id: 7, firstName: 'Dana', keys: [] };
    const session = (apiKey: string) => ({ kind: 'oidc', subject: 'user-demo', apiKey, user });
    const keysSeen: string[] = [];
    server.use(
      http.get(`${au.apiBaseUrl}/v1/events*`, ({ request }) => {
        keysSeen.push(request.headers.get('Authorization') ?? '');
        return HttpResponse.json([]);
      }),
    );
    otherTab.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as { type?: string; id?: string };
      if (message.type === 'request') {
        otherTab.postMessage({ type: 'answer', id: message.id, regionId: 'au', session: session('old-key') });
      }
    });
    const { router } = renderApp('/au/events?types=driver');
    expect(await screen.findByRole('button', { name: 'Dana' })).toBeInTheDocument();
    await waitFor(() => expect(keysSeen).toContain('Bearer old-key'));
    otherTab.postMessage({ type: 'updated', regionId: 'au', session: session('new-key') });
    await router.navigate('/au/events?types=ignition');
    await waitFor(() => expect(keysSeen).toContain('Bearer new-key'));
  });
});
