import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventsHandler } from '../../testing/event-fixtures';
import { oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { otherTab, regionOnChannel, type OtherTab } from '../../testing/other-tab';
import { renderApp } from '../../testing/render';
import { storeOidcUser } from '../../testing/session-probe';
import { testRegions } from '../../testing/test-config';
import { keyStore } from './key-store';

const { au } = testRegions;
const userKey = { id: 2, label: 'Dana', accessToken: 'au-user-key', type: 'USER' };
/** What the platform may send back from the SSO exchange: keys with wider rights next to the user's own. */
const userWithEveryKey = {
  id: 1,
  firstName: 'Dana',
  keys: [
    { id: 3, label: 'Acme', accessToken: 'au-company-key', type: 'COMPANY' },
    userKey,
    { id: 4, label: 'Telematics feed', accessToken: 'au-integration-key', type: 'INTEGRATION' },
  ],
};

let tab: OtherTab;
beforeEach(() => {
  tab = otherTab();
  server.use(
    ...oidcHandlers(au),
    eventsHandler(au),
    http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => HttpResponse.json(userWithEveryKey)),
  );
});
afterEach(() => tab.close());

describe('the keys an SSO sign-in keeps', () => {
  it('keeps and lends only the USER key, never a company or integration key the platform sent', async () => {
    storeOidcUser(au, { lifetime: 300 });
    renderApp('/au/events');
    expect(await screen.findByRole('button', { name: 'Dana' })).toBeInTheDocument();
    tab.asks(au);
    await waitFor(() =>
      expect(tab.onReplies).toContainEqual(
        expect.objectContaining({ type: 'answer', ...regionOnChannel(au) }),
      ),
    );
    const lent = JSON.stringify(tab.onReplies);
    const kept = JSON.stringify(keyStore.read(au.id));
    for (const text of [lent, kept]) {
      expect(text).toContain('au-user-key');
      expect(text).not.toContain('au-company-key');
      expect(text).not.toContain('au-integration-key');
    }
    expect(tab.onReplies).toContainEqual(
      expect.objectContaining({
        session: expect.objectContaining({ user: expect.objectContaining({ keys: [userKey] }) }),
      }),
    );
  });
});
