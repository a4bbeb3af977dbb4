import { QueryClient } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { forgetAtSessionEnd } from '../../lib/session-reset';
import { issuerOf, oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { inSeconds, oidcSession, otherTab } from '../../testing/other-tab';
import { storeOidcUser } from '../../testing/session-probe';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';
import { keyStore } from './key-store';
import { renewOnce } from './renewal';
import { signOut } from './sign-out';

const { au } = testRegions;

describe('signing out while a renewal is in flight', () => {
  it('waits for it, revokes the renewed refresh token, and leaves no token behind', async () => {
    const revoked: string[] = [];
    let renewing = false;
    server.use(
      http.post(`${issuerOf(au)}/protocol/openid-connect/token`, async () => {
        renewing = true;
        await delay(300);
        return undefined;
      }),
      http.post(`${issuerOf(au)}/protocol/openid-connect/revoke`, async ({ request }) => {
        revoked.push(new URLSearchParams(await request.text()).get('token') ?? '');
        return new HttpResponse(null, { status: 200 });
      }),
      ...oidcHandlers(au),
    );
    storeOidcUser(au, { refreshToken: 'r1' });
    const tab = otherTab();
    const renewal = renewOnce(au).catch(() => null);
    await vi.waitFor(() => expect(renewing).toBe(true));
    // Not awaited: its last step, the redirect to the provider's logout, never completes in jsdom.
    void signOut(au, new QueryClient());
    await renewal;
    // The other tabs are told once this tab has forgotten the region: the renewal and the sign-out's own
    // steps here have all run, and nothing may have reappeared.
    await vi.waitFor(() => expect(tab.heard).toContainEqual(expect.objectContaining({ type: 'signed-out' })));
    tab.close();
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.au.'))).toEqual([]);
    expect(revoked).toEqual(['r1+']);
  });
});

describe('signing out', () => {
  it("has every module forget what it held for the region's session, and only that region's", async () => {
    const forgotten: (string | undefined)[] = [];
    const stop = forgetAtSessionEnd((regionId) => forgotten.push(regionId));
    server.use(...oidcHandlers(au));
    storeOidcUser(au, { refreshToken: 'r1' });
    // Not awaited: its last step, the redirect to the provider's logout, never completes in jsdom.
    void signOut(au, new QueryClient());
    await vi.waitFor(() => expect(forgotten).toEqual(['au']));
    stop();
  });
});

describe('signing out of a session borrowed from another tab', () => {
  it('ends the identity provider’s session too: this tab has no token, but the provider has a session', async () => {
    const discovered: string[] = [];
    server.use(
      http.get(`${issuerOf(au)}/.well-known/openid-configuration`, ({ request }) => {
        discovered.push(request.url);
        return undefined;
      }),
      ...oidcHandlers(au),
    );
    keyStore.write(au.id, { ...oidcSession(au, 'au-borrowed-key', inSeconds(300)), shared: true });
    // Not awaited: its last step, the redirect to the provider's end-session endpoint (with the client id
    // and where to come back, there being no ID token to name the session), never completes in jsdom.
    void signOut(au, new QueryClient());
    await vi.waitFor(() => expect(discovered).toHaveLength(1));
    expect(keyStore.read(au.id)).toBeNull();
  });
});

describe("signing out of a region's API-key session", () => {
  it("forgets that region's cached queries and leaves another region's", async () => {
    const { nz } = testRegions;
    const queryClient = new QueryClient();
    const cached = [
      ['auth', 'au', 'session'],
      ['region', 'au', 'events', '2026-11-20'],
      ['auth', 'nz', 'session'],
      ['region', 'nz', 'events', '2026-11-20'],
    ];
    for (const queryKey of cached) queryClient.setQueryData(queryKey, { cached: queryKey.join('/') });
    storeApiKeySession('au');
    storeApiKeySession('nz');
    // An API key has no identity provider session to end: the sign-out is done here.
    await expect(signOut(au, queryClient)).resolves.toBe('done');
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([
      ['auth', 'nz', 'session'],
      ['region', 'nz', 'events', '2026-11-20'],
    ]);
    expect(keyStore.read(au.id)).toBeNull();
    expect(keyStore.read(nz.id)).not.toBeNull();
  });
});
