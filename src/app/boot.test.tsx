import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../testing/msw-server';
import { storeOidcUser } from '../testing/session-probe';
import { testConfig, testRegions } from '../testing/test-config';
import { App } from './app';
import { bootApp, type AppBoot } from './boot';

const { au } = testRegions;
const userWithKey = { id: 1, firstName: 'Dana', keys: [{ id: 2, accessToken: 'au-key', type: 'USER' }] };
let boot: AppBoot | undefined;

/** Counts the key exchanges the API is asked for. */
function serveExchange(): { count: number } {
  const exchanges = { count: 0 };
  server.use(
    http.get(`${au.apiBaseUrl}/v1/auth/sso`, () => {
      exchanges.count += 1;
      return HttpResponse.json(userWithKey);
    }),
  );
  return exchanges;
}

/** After the promises the boot starts: reading the stored user settles within one task. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The key exchanges the boot has started, answered or not. */
const exchangesStarted = ({ queryClient }: AppBoot) =>
  queryClient.getQueryCache().findAll({ queryKey: ['auth', au.id, 'sso-exchange'] }).length;

afterEach(() => {
  boot?.router.dispose();
  boot = undefined;
  window.history.replaceState(null, '', '/');
});

describe('the boot, before the first render', () => {
  it('exchanges a stored sign-in for its key, and the page then uses that exchange, not a second', async () => {
    const exchanges = serveExchange();
    storeOidcUser(au);
    window.history.replaceState(null, '', '/au/lookup');
    boot = bootApp(testConfig);
    await vi.waitFor(() => expect(exchanges.count).toBe(1));
    render(<App config={testConfig} boot={boot} />);
    expect(await screen.findByLabelText('Paste a link or type/id')).toBeInTheDocument();
    expect(exchanges.count).toBe(1);
  });

  it('exchanges nothing for the sign-in page, nor without a stored sign-in', async () => {
    storeOidcUser(au);
    window.history.replaceState(null, '', '/au/sign-in');
    const onSignIn = bootApp(testConfig);
    await nextTask();
    expect(exchangesStarted(onSignIn)).toBe(0);
    onSignIn.router.dispose();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/au/lookup');
    boot = bootApp(testConfig);
    await nextTask();
    expect(exchangesStarted(boot)).toBe(0);
  });
});
