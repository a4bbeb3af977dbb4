import { expect, test, type Page } from '@playwright/test';
import { control, injectFault, requestCounts, resetEmulator, signInWithPassword } from '../support/emulator';
import { escape, settled, summary, watchPage } from '../support/hostile';

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

test('a callback with a bad state does not sign in, asks for no token, says so, and offers the way back', async ({
  page,
}) => {
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(tokenPath)) tokenRequests.push(request.postData() ?? '');
  });
  await page.goto('/au/auth/callback?code=forged-code&state=not-a-state-we-made');
  await expect(page.getByText('Sign-in to Australia did not complete')).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  expect(tokenRequests, 'the forged code was never sent to the token endpoint').toEqual([]);
  expect(await storedKeys(page)).toEqual([]);
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
