import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { UserManager } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, switchLocale } from '../../i18n/i18n';
import { eventsHandler } from '../../testing/event-fixtures';
import { oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { storeApiKeySession } from '../../testing/sessions';
import { testConfigWith, testRegions } from '../../testing/test-config';

const { au, nz } = testRegions;
const demoUser = {
  id: 7,
  companyId: 1001,
  firstName: 'Dana',
  lastName: 'Demo',
  email: 'demo@example.test',
  username: 'demo',
  isSiteAdmin: false,
  status: 'E',
  keys: [
    { id: 1, label: 'integration', accessToken: 'not-this-one', type: 'INTEGRATION' },
    { id: 2, label: 'user', accessToken: 'au-user-key', type: 'USER' },
  ],
  roles: [{ id: 3, name: 'Fleet manager' }],
  timeZone: 'Australia/Sydney',
  type: { code: 'USER' },
};

function serveApi(user: object = demoUser) {
  const keysSeen: string[] = [];
  server.use(
    ...oidcHandlers(au),
    http.get(`${au.apiBaseUrl}/v1/auth/sso`, ({ request }) =>
      request.headers.get('Authorization')?.startsWith('Bearer ey')
        ? HttpResponse.json(user)
        : HttpResponse.json({ status: 401, error: 'Unauthorized', message: 'bad token' }, { status: 401 }),
    ),
    http.get(`${au.apiBaseUrl}/v1/events/ignition`, ({ request }) => {
      const auth = request.headers.get('Authorization') ?? '';
      keysSeen.push(auth);
      return auth === 'Bearer good-key'
        ? HttpResponse.json([])
        : HttpResponse.json({ status: 401, error: 'Unauthorized', message: 'Unknown key' }, { status: 401 });
    }),
  );
  return keysSeen;
}

afterEach(async () => {
  vi.restoreAllMocks();
  // Unmounted first: the switch back must not re-render a page the test has finished with.
  cleanup();
  await i18n.changeLanguage('en');
});

describe('route guard', () => {
  it('sends a signed-out user to sign-in with the full URL as returnTo', async () => {
    serveApi();
    const { router } = renderApp('/au/events?types=ignition&range=last7d');
    expect(await screen.findByRole('heading', { name: 'Sign in to Australia' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/au/sign-in');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/au/events?types=ignition&range=last7d',
    );
  });
});

describe('sign-in page', () => {
  it('offers the methods the region enables', async () => {
    serveApi();
    renderApp('/au/sign-in');
    expect(await screen.findByRole('button', { name: 'Sign in with SSO' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Password sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'API key sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });

  it("shows a demo region's accounts first, and fills one in", async () => {
    serveApi();
    const config = testConfigWith('au', {
      demoCredentials: [
        {
          username: 'dana',
          password: 'fleet-demo',
          note: { en: 'fleet manager', es: 'gestor de flota' },
        },
      ],
    });
    const user = userEvent.setup();
    renderApp('/au/sign-in', { config });
    const accounts = await screen.findByRole('list', { name: 'Demo accounts' });
    expect(accounts).toHaveTextContent('dana / fleet-demo');
    // Above the ways in: at 1280×720 it was below the fold, under all three.
    const sso = screen.getByRole('button', { name: 'Sign in with SSO' });
    expect(accounts.compareDocumentPosition(sso) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fill in dana' }));
    expect(screen.getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('dana');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('fleet-demo');
    expect(accounts).toHaveTextContent('fleet manager');
    await act(() => switchLocale('es'));
    expect(await screen.findByRole('list', { name: 'Cuentas de demostración' })).toHaveTextContent(
      'gestor de flota',
    );
  });

  it("SSO: asks the identity provider for its page in the app's language (ui_locales)", async () => {
    serveApi();
    // The redirect itself is the browser's (jsdom cannot navigate): what matters is what it is asked for.
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderApp(`/au/sign-in?returnTo=${encodeURIComponent('/au/lookup')}`);
    await user.click(await screen.findByRole('button', { name: 'Sign in with SSO' }));
    expect(redirect).toHaveBeenLastCalledWith({ state: '/au/lookup', ui_locales: 'en' });

    await act(() => switchLocale('es'));
    await user.click(await screen.findByRole('button', { name: 'Iniciar sesión con SSO' }));
    expect(redirect).toHaveBeenLastCalledWith({ state: '/au/lookup', ui_locales: 'es' });

    await act(() => switchLocale('pt-BR'));
    await user.click(await screen.findByRole('button', { name: 'Entrar com SSO' }));
    expect(redirect).toHaveBeenLastCalledWith({ state: '/au/lookup', ui_locales: 'pt-BR' });
  });

  it('password: says so on wrong credentials, and keeps what was typed', async () => {
    serveApi();
    const user = userEvent.setup();
    renderApp('/au/sign-in');
    await user.type(await screen.findByLabelText(/^Username/, { selector: 'input' }), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('demo');
  });

  it('password: says when the identity provider cannot be reached', async () => {
    server.use(
      http.get(`${au.authUrl}/auth/realms/fleet/.well-known/openid-configuration`, () =>
        HttpResponse.error(),
      ),
    );
    const user = userEvent.setup();
    renderApp('/au/sign-in');
    await user.type(await screen.findByLabelText(/^Username/, { selector: 'input' }), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByText(/identity provider could not be reached/)).toBeInTheDocument();
  });

  it('password: exchanges the token for the USER key and lands on returnTo, signed in to that region only', async () => {
    serveApi();
    const user = userEvent.setup();
    const { router } = renderApp(`/au/sign-in?returnTo=${encodeURIComponent('/au/lookup?x=1')}`);
    await user.type(await screen.findByLabelText(/^Username/, { selector: 'input' }), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByRole('button', { name: 'Dana Demo' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/au/lookup?x=1');

    // The USER key of an OIDC sign-in is held in memory only: nothing at rest in any storage.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('au-user-key');
    expect(JSON.stringify({ ...localStorage })).not.toContain('au-user-key');
    expect(sessionStorage.getItem('fleet-events.session.nz')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Dana Demo' }));
    expect(screen.getByText('Roles: Fleet manager')).toBeInTheDocument();
    expect(screen.getByText('Time zone: Australia/Sydney')).toBeInTheDocument();
    expect(screen.getByText('Company 1001')).toBeInTheDocument();
  });

  it('password: a user without a USER key gets a clear error, not a half sign-in', async () => {
    serveApi({ ...demoUser, keys: [{ id: 1, accessToken: 'x', type: 'INTEGRATION' }] });
    const user = userEvent.setup();
    renderApp('/au/sign-in');
    await user.type(await screen.findByLabelText(/^Username/, { selector: 'input' }), 'demo');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo');
    await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(await screen.findByText(/has no USER API key/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
  });

  it('API key: a wrong key says so; a good key is checked, kept in this tab, and used', async () => {
    const keysSeen = serveApi();
    const user = userEvent.setup();
    const { router } = renderApp(`/au/sign-in?returnTo=${encodeURIComponent('/au/events?types=driver')}`);
    const field = await screen.findByLabelText(/^API key/, { selector: 'input' });
    expect(field).toHaveAccessibleDescription(
      /kept in this tab's session storage.*until you sign out.*other tabs .* only if you tick the box/,
    );
    expect(screen.getByRole('checkbox', { name: 'Use in my other tabs' })).not.toBeChecked();
    await user.type(field, 'bad-key');
    await user.click(screen.getByRole('button', { name: 'Use this API key' }));
    expect(await screen.findByText("Australia's API does not accept this key.")).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'good-key');
    await user.click(screen.getByRole('button', { name: 'Use this API key' }));
    expect(await screen.findByRole('button', { name: 'API key …-key' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/au/events?types=driver',
    );
    expect(keysSeen).toEqual(['Bearer bad-key', 'Bearer good-key']);
    // A pasted key stays in this tab's session storage (the user chose it, and the form said so).
    expect(JSON.stringify({ ...sessionStorage })).toContain('good-key');
    expect(JSON.stringify({ ...localStorage })).not.toContain('good-key');
    // The region switcher marks the region signed in straight away.
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    expect(await screen.findByRole('option', { name: /Australia/ })).toHaveTextContent('signed in');
    await user.keyboard('{Escape}');
  });

  it('ignores a returnTo that leaves the region or the app', async () => {
    server.use(...oidcHandlers(nz), eventsHandler(nz));
    storeApiKeySession('nz', 'k');
    const { router } = renderApp(`/nz/sign-in?returnTo=${encodeURIComponent('//evil.example/au/events')}`);
    await screen.findByRole('heading', { name: 'New Zealand today' });
    expect(router.state.location.pathname).toBe('/nz');
  });
});
