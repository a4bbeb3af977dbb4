import { expect, test, type Page } from '@playwright/test';
import {
  control,
  injectFault,
  requestCounts,
  resetEmulator,
  signInWithPassword,
  signInWithSso,
} from '../support/emulator';
import { escape, settled, summary, watchPage } from '../support/hostile';
import { addAuEast, editConfig } from '../support/config';

const tokenPath = '/auth/realms/fleet/protocol/openid-connect/token';
const week = '/au/events?types=ignition&from=2026-11-03&to=2026-11-10';
let watcher: ReturnType<typeof watchPage>;

test.beforeEach(async ({ page, request }) => {
  watcher = watchPage(page);
  await resetEmulator(request);
});

test.afterEach(async () => watcher.expectNothingRan());

/** Makes the stored access token of a region look expired, as it is after a long idle tab. */
async function expireAccessToken(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage)) {
      if (!/^oidc\.[a-z0-9-]+\.user:/.test(key)) continue;
      const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at?: number };
      user.expires_at = Math.floor(Date.now() / 1000) - 5;
      sessionStorage.setItem(key, JSON.stringify(user));
    }
  });
}

/** Signed in to AU with the password form, the default view's requests done. */
async function signInAndSettle(page: Page) {
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await settled(page);
}

test('the identity provider down at sign-in: the password form says so and keeps what was typed', async ({
  page,
  request,
}) => {
  await injectFault(request, { region: 'au', path: tokenPath, errorStatus: 503, noBody: true });
  await page.goto('/au/events?types=driver');
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=/);
  await signInWithPassword(page, 'au');
  await expect(page.getByText(/identity provider could not be reached|503/)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Password sign-in' }).getByLabel('Username')).toHaveValue(
    'demo',
  );
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=%2Fau%2Fevents%3Ftypes%3Ddriver/);
  await resetEmulator(request);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events\?types=driver$/);
});

test('the identity provider down for SSO: the button says so instead of leaving the page', async ({
  page,
  request,
}) => {
  await injectFault(request, {
    region: 'nz',
    path: '/auth/realms/fleet/.well-known',
    errorStatus: 502,
    noBody: true,
  });
  await page.goto('/nz/sign-in');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page.getByText(/could not be reached|did not answer|502/i)).toBeVisible();
  await expect(page).toHaveURL(/\/nz\/sign-in/);
});

/** Every key in the page's sessionStorage and localStorage, OIDC ones included. */
const storedKeys = (page: Page) =>
  page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)]);

test('wrong credentials say so, and nothing is stored', async ({ page }) => {
  await page.goto('/au/sign-in');
  await signInWithPassword(page, 'au', 'demo', 'wrong-password');
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
  expect(await storedKeys(page)).toEqual([]);
});

/** Every request to a token endpoint the page makes, from now on. */
function tokenRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(tokenPath)) seen.push(request.url());
  });
  return seen;
}

test('a callback with another region’s valid state does not sign in, asks for no token, says so, and offers the way back', async ({
  page,
}) => {
  // AU East shares AU's identity provider, realm and client: its sign-in state would pass every check of
  // AU's but the one that it is not AU's.
  await editConfig(page, addAuEast);
  // AU East's SSO starts: its state is in this tab's storage as the browser goes to the provider (which
  // need not know AU East's callback for this: the state is made before).
  await page.goto('/au-east/sign-in');
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page).toHaveURL(/localhost:4010\/au\/auth\/realms\/fleet\/protocol\/openid-connect\/auth\?/);
  const state = new URL(page.url()).searchParams.get('state') ?? 'missing';
  const asked = tokenRequests(page);
  // A callback to AU carrying it, as a crafted link would.
  await page.goto(`/au/auth/callback?code=forged-code&state=${state}`);
  await expect(page.getByText('Sign-in to Australia did not complete')).toBeVisible();
  expect(asked, 'the forged code was never sent to the token endpoint').toEqual([]);
  expect(await storedKeys(page), 'the state was there to be found').toContain(`oidc.au-east.${state}`);
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  expect((await storedKeys(page)).filter((key) => key.startsWith('oidc.au.'))).toEqual([]);
});

test('a callback replayed after the sign-in it completed asks for no token and signs nobody in again', async ({
  page,
}) => {
  const callbacks: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/au/auth/callback?'))
      callbacks.push(request.url());
  });
  await signInWithSso(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out of Australia' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  expect(callbacks).toHaveLength(1);
  const asked = tokenRequests(page);
  await page.goto(callbacks[0] ?? '/au/auth/callback');
  await expect(page.getByText('Sign-in to Australia did not complete')).toBeVisible();
  expect(asked, 'the used code was not sent again').toEqual([]);
  await page.goto('/au/events');
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=/);
});

test('the token expiring during a 7-day load is renewed, and the load completes', async ({
  page,
  request,
}) => {
  await signInAndSettle(page);
  // Expired in the tab and at the platform alike: only a renewed token is accepted from here on.
  await expireAccessToken(page);
  await control(request, '/__controls/expire-tokens', { region: 'au' });
  // The key is refused once in the middle of the week, so the app must exchange again: with a renewed token.
  await injectFault(request, { region: 'au', path: '/v1/events', latencyMs: 300, times: 3 });
  await injectFault(request, { region: 'au', path: '/v1/events', errorStatus: 401, times: 1 });
  const tokenCallsBefore = (await requestCounts(request))[`au ${tokenPath}`] ?? 0;
  await page.goto(week);
  await settled(page);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(summary(page)).toHaveText(/^[1-9][\d,]* of /);
  expect((await requestCounts(request))[`au ${tokenPath}`]).toBeGreaterThan(tokenCallsBefore);
  await expect(page).toHaveURL(new RegExp(`${escape(week)}$`));
});

test('renewal failing sends the user to sign-in with the exact URL, and back after signing in', async ({
  page,
  request,
}) => {
  await signInAndSettle(page);
  await page.goto(week);
  await settled(page);
  await expireAccessToken(page);
  await injectFault(request, {
    region: 'au',
    path: tokenPath,
    errorStatus: 400,
    message: 'Token is not active',
  });
  await injectFault(request, { region: 'au', path: '/v1/events', errorStatus: 401, times: 1 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=/);
  expect(decodeURIComponent(new URL(page.url()).searchParams.get('returnTo') ?? '')).toBe(week);
  expect(await page.evaluate(() => sessionStorage.getItem('fleet-events.session.au'))).toBeNull();
  await resetEmulator(request);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(new RegExp(`${escape(week)}$`));
  await settled(page);
});
