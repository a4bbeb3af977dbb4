import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { issuerOf, oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { otherTab, regionOnChannel, type OtherTab } from '../../testing/other-tab';
import { renderApp } from '../../testing/render';
import { storeOidcUser } from '../../testing/session-probe';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

const { au, nz } = testRegions;
const userWithKey = { id: 1, firstName: 'Dana', keys: [{ id: 2, accessToken: 'au-user-key', type: 'USER' }] };

let tab: OtherTab;
/** The bodies of the revocation requests the identity provider received; it never answers them. */
let revocations: string[];
beforeEach(() => {
  tab = otherTab();
  revocations = [];
  // First, so it answers the revocation rather than oidcHandlers' own.
  server.use(
    http.post(`${issuerOf(au)}/protocol/openid-connect/revoke`, async ({ request }) => {
      revocations.push(await request.text());
      await delay('infinite');
      return new HttpResponse(null, { status: 200 });
    }),
    ...oidcHandlers(au),
    eventsHandler(au),
    eventsHandler(nz),
    http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => HttpResponse.json(userWithKey)),
  );
});
afterEach(() => tab.close());

describe('a sign-out in another tab, while the identity provider is slow to revoke', () => {
  it('signs this tab out and stops lending at once; the refresh token is revoked after', async () => {
    storeOidcUser(au, { lifetime: 300 });
    renderApp('/au/events');
    expect(await screen.findByRole('button', { name: 'Dana' })).toBeInTheDocument();

    tab.post({ type: 'signed-out', ...regionOnChannel(au) });
    // A new tab opens and asks for the session; NZ (a key this tab may lend) is asked last, so once its
    // answer is in, this tab has read the request for AU before it.
    storeApiKeySession('nz', 'nz-lent-key', { lend: true });
    tab.asks(au);
    tab.asks(nz);
    await waitFor(() => expect(tab.onReplies).toContainEqual(expect.objectContaining({ regionId: 'nz' })));
    expect(tab.onReplies.filter((reply) => (reply as { regionId?: string }).regionId === 'au')).toEqual([]);

    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    await waitFor(() => expect(revocations).toHaveLength(1));
    expect(new URLSearchParams(revocations[0]).get('token')).toBe('r1');
  });
});
