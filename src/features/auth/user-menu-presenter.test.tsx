import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { probeRoutes as routes, storeOidcUser } from '../../testing/session-probe';
import { storeApiKeySession } from '../../testing/sessions';
import { testRegions } from '../../testing/test-config';

const { au } = testRegions;
const user = {
  id: 1,
  firstName: 'Dana',
  lastName: 'Whitlock',
  email: 'dana.whitlock@example.com',
  companyId: 4107,
  keys: [{ id: 2, accessToken: 'au-key', type: 'USER' }],
};

function serveApi() {
  server.use(
    http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => HttpResponse.json(user)),
    http.get(`${au.apiBaseUrl}/v1/events`, () => HttpResponse.json([{ id: 5 }])),
  );
}

async function openUserMenu(name: string | RegExp) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('menu');
}

describe('presenter mode in the app bar and the user menu', () => {
  it('turned on from the user menu: a mark in the bar, and no name, email or company id shown', async () => {
    serveApi();
    storeOidcUser(au);
    renderApp('/au/probe', { routes });
    let menu = await openUserMenu('Dana Whitlock');
    expect(within(menu).getByText('dana.whitlock@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitemcheckbox', { name: /Presenter mode/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: /Presenter mode/ }));

    expect(await screen.findByRole('status', { name: /Presenter mode/ })).toBeInTheDocument();
    menu = await openUserMenu('Presenter');
    expect(menu).not.toHaveTextContent(/Dana|Whitlock|dana\.whitlock|4107/);
    expect(within(menu).getByText('Company 1')).toBeInTheDocument();
    expect(document.body.innerHTML).not.toMatch(/Dana|Whitlock|4107/);
    expect(sessionStorage.getItem('fee.presenter')).toBe('on');
  });

  it('Alt+Shift+P turns it on and off again, and the page shows the account again with no reload', async () => {
    serveApi();
    storeOidcUser(au);
    renderApp('/au/probe', { routes });
    expect(await screen.findByRole('button', { name: 'Dana Whitlock' })).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}{Shift>}P{/Shift}{/Alt}');
    expect(await screen.findByRole('button', { name: 'Presenter' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: /Presenter mode/ })).toBeInTheDocument();
    await userEvent.keyboard('{Alt>}{Shift>}P{/Shift}{/Alt}');
    expect(await screen.findByRole('button', { name: 'Dana Whitlock' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /Presenter mode/ })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('fee.presenter')).toBeNull();
  });

  it('held for the tab: a page opened again (a reload, another region) starts in it; the mark turns it off', async () => {
    serveApi();
    storeApiKeySession('au', 'pasted-key');
    const first = renderApp('/au/probe', { routes });
    await userEvent.keyboard('{Alt>}{Shift>}P{/Shift}{/Alt}');
    expect(await screen.findByRole('button', { name: 'API key' })).toBeInTheDocument();
    first.unmount();

    renderApp('/au/probe', { routes });
    // The key's fingerprint (its last four characters) is not shown either.
    expect(await screen.findByRole('button', { name: 'API key' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('-key');
    const mark = screen.getByRole('status', { name: /Presenter mode/ });
    await userEvent.click(within(mark).getByTestId('CancelIcon'));
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
  });
});
