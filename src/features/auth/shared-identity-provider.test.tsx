import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../config/schema';
import { oidcHandlers } from '../../testing/oidc-handlers';
import { server } from '../../testing/msw-server';
import { renderApp } from '../../testing/render';
import { rawTestConfig } from '../../testing/test-config';

// Two regions with one identity provider (same authUrl, realm and client id), each with its own API.
const [au] = rawTestConfig.regions;
const config = appConfigSchema.parse({
  ...rawTestConfig,
  regions: [
    { ...au, id: 'one', label: 'One', apiBaseUrl: 'https://api.example.test/one' },
    { ...au, id: 'two', label: 'Two', apiBaseUrl: 'https://api.example.test/two' },
  ],
  defaultRegion: 'one',
});
function regionAt(index: number) {
  const region = config.regions[index];
  if (!region) throw new Error(`no region ${index}`);
  return region;
}
const one = regionAt(0);
const two = regionAt(1);

function serve() {
  const exchanges: string[] = [];
  server.use(...oidcHandlers(one));
  for (const region of [one, two]) {
    server.use(
      http.get(`${region.apiBaseUrl}/v1/auth/sso`, () => {
        exchanges.push(region.id);
        return HttpResponse.json({
          id: 7,
          firstName: region.label,
          keys: [{ id: 1, accessToken: `${region.id}-key`, type: 'USER' }],
        });
      }),
      http.get(`${region.apiBaseUrl}/v1/events`, () => HttpResponse.json([])),
    );
  }
  return exchanges;
}

async function signIn(regionId: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Username/, { selector: 'input' }), 'demo');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'demo');
  await user.click(screen.getByRole('button', { name: 'Sign in with password' }));
  expect(await screen.findByRole('button', { name: regionId === 'one' ? 'One' : 'Two' })).toBeInTheDocument();
}

describe('two regions that share an identity provider', () => {
  it('signing in to one does not sign in the other, nor send its token to the other’s API', async () => {
    const exchanges = serve();
    const { router } = renderApp('/one/sign-in', { config });
    await signIn('one');
    await router.navigate('/two/events');
    expect(await screen.findByRole('heading', { name: 'Sign in to Two' })).toBeInTheDocument();
    expect(exchanges).toEqual(['one']);
  });

  it('signing out of one leaves the other signed in, with its own key', async () => {
    serve();
    const { router } = renderApp('/one/sign-in', { config });
    await signIn('one');
    await router.navigate('/two/sign-in');
    await signIn('two');
    await router.navigate('/one/events');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'One' }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out of One' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to One' })).toBeInTheDocument();
    await router.navigate('/two/events');
    expect(await screen.findByRole('button', { name: 'Two' })).toBeInTheDocument();
  });
});
