import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { apiKeySession, inSeconds, otherTab, regionOnChannel, type OtherTab } from '../../testing/other-tab';
import { renderApp } from '../../testing/render';
import { storeOidcUser } from '../../testing/session-probe';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';
import { keyStore } from './key-store';
import { readStoredOidcUser } from './oidc-storage';

const { au, nz } = testRegions;
const userWithKey = { id: 1, firstName: 'Dana', keys: [{ id: 2, accessToken: 'au-user-key', type: 'USER' }] };

let tab: OtherTab;
beforeEach(() => {
  tab = otherTab();
  server.use(...oidcHandlers(au), eventsHandler(au), eventsHandler(nz));
});
afterEach(() => tab.close());

/**
 * The regions this tab lent in answer to the other tab's requests. NZ holds a pasted key it may lend and is
 * asked last: once its answer is in, this tab has read (and answered or not) every request before it.
 */
async function answeredAfterAsking(...asks: (() => void)[]) {
  storeApiKeySession('nz', 'nz-lent-key', { lend: true });
  asks.forEach((ask) => ask());
  tab.asks(nz);
  await waitFor(() => expect(tab.onReplies).toContainEqual(expect.objectContaining({ regionId: 'nz' })));
  return tab.onReplies.filter((reply) => (reply as { regionId?: string }).regionId !== 'nz');
}

async function pasteKey(key: string, { lend }: { lend: boolean }) {
  server.use(http.get(`${au.apiBaseUrl}/v1/events*`, () => HttpResponse.json([])));
  const { router } = renderApp('/au/sign-in');
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'API key sign-in' }));
  await user.type(form.getByLabelText(/^API key/), key);
  if (lend) await user.click(form.getByRole('checkbox', { name: 'Use in my other tabs' }));
  await user.click(form.getByRole('button', { name: 'Use this API key' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/au'));
}

describe('what a tab lends to the app’s other tabs', () => {
  it('a pasted key stays in this tab unless the user ticks "Use in my other tabs"', async () => {
    await pasteKey('au-pasted-company-key', { lend: false });
    expect(await answeredAfterAsking(() => tab.asks(au))).toEqual([]);
  });

  it('a pasted key the user chose to use in other tabs is lent, on the asking tab’s own channel', async () => {
    await pasteKey('au-pasted-company-key', { lend: true });
    tab.asks(au);
    await waitFor(() =>
      expect(tab.onReplies).toContainEqual(
        expect.objectContaining({
          type: 'answer',
          ...regionOnChannel(au),
          session: apiKeySession(au, 'au-pasted-company-key', { lend: true }),
        }),
      ),
    );
    expect(JSON.stringify(tab.heard)).not.toContain('au-pasted-company-key');
  });

  it('answers only a tab whose config names the region’s API and identity provider as this one does', async () => {
    storeApiKeySession('au', 'au-lent-key', { lend: true });
    renderApp('/au/events');
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    const answered = await answeredAfterAsking(
      () => tab.asks(au, { ...regionOnChannel(au), apiBaseUrl: 'https://api.example.test/nz' }),
      () => tab.asks(au, { ...regionOnChannel(au), authority: 'https://other.example/auth/realms/fleet' }),
    );
    expect(answered).toEqual([]);
  });

  it('a tab that borrowed a session does not lend it on', async () => {
    // A pasted key its owner chose to use in other tabs: only its being borrowed keeps it from going further.
    tab.lends(au, apiKeySession(au, 'au-borrowed-key', { lend: true }));
    renderApp('/au/events?types=driver');
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    expect(await answeredAfterAsking(() => tab.asks(au))).toEqual([]);
  });

  it('a tab whose token expired without a refresh token forgets the key and lends nothing', async () => {
    // As after the exchange, with the token expired since (the tab slept, or nothing could renew it).
    storeOidcUser(au, { lifetime: -5, refreshToken: null });
    keyStore.write(au.id, {
      kind: 'oidc',
      subject: 'user-demo',
      apiKey: 'au-user-key',
      user: userWithKey,
      apiBaseUrl: au.apiBaseUrl,
    });
    renderApp('/au/events');
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(await answeredAfterAsking(() => tab.asks(au))).toEqual([]);
    await waitFor(() => expect(keyStore.read(au.id)).toBeNull());
    expect(readStoredOidcUser(au)).toBeNull();
  });

  it('a tab signed in with OIDC lends its key with the token’s expiry; nothing of it goes to every tab', async () => {
    server.use(http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => HttpResponse.json(userWithKey)));
    storeOidcUser(au, { lifetime: 300 });
    const expiresAt = readStoredOidcUser(au)?.expires_at;
    renderApp('/au/events');
    expect(await screen.findByRole('button', { name: 'Dana' })).toBeInTheDocument();
    tab.asks(au);
    await waitFor(() =>
      expect(tab.onReplies).toContainEqual(
        expect.objectContaining({
          type: 'answer',
          ...regionOnChannel(au),
          session: expect.objectContaining({ kind: 'oidc', apiKey: 'au-user-key', expiresAt }),
        }),
      ),
    );
    expect(expiresAt).toBeGreaterThan(inSeconds(0));
    expect(JSON.stringify(tab.heard)).not.toContain('au-user-key');
  });
});
