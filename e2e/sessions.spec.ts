import { expect, test } from '@playwright/test';
import {
  companyKey,
  resetEmulator,
  revokeKeys,
  signInWithApiKey,
  signInWithPassword,
  signInWithSso,
} from './support/emulator';
import { addAuEast, editConfig } from './support/config';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('two regions signed in at once; switching keeps the page and filters; sign-out of one leaves the other', async ({
  page,
}) => {
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await page.goto('/au/events?types=ignition&range=last7d');
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();

  // NZ has no session yet: its sign-in, then back to the same page and filters in NZ.
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: /New Zealand/ }).click();
  await expect(page).toHaveURL(/\/nz\/sign-in\?returnTo=%2Fnz%2Fevents%3Ftypes%3Dignition%26range%3Dlast7d/);
  await signInWithPassword(page, 'nz');
  await expect(page).toHaveURL(/\/nz\/events\?types=ignition&range=last7d$/);

  // Both now have a session; switching is immediate and the selector says so.
  await page.getByRole('combobox', { name: 'Region' }).click();
  await expect(page.getByRole('option', { name: /Australia/ })).toContainText('signed in');
  await page.getByRole('option', { name: /Australia/ }).click();
  await expect(page).toHaveURL(/\/au\/events\?types=ignition&range=last7d$/);
  await expect(page.getByRole('button', { name: 'Dana Demo' })).toBeVisible();

  // Sign out of AU (ends the IdP session, back to AU's sign-in); NZ stays signed in.
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out of Australia' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  expect(await page.evaluate(() => sessionStorage.getItem('fleet-events.session.au'))).toBeNull();
  await page.goto('/nz/events');
  await expect(page.getByRole('button', { name: 'Dana Demo' })).toBeVisible();
  await expect(page).toHaveURL(/\/nz\/events$/);
});

test('a new tab gets the open tab’s session, in memory; signing out in it signs the region out in both and ends the provider’s session', async ({
  page,
  context,
}) => {
  // With SSO: the identity provider then has a session of its own in this browser, as on a shared computer.
  await signInWithSso(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  // A detail or filter link opened in a new tab: no sign-in page, no key written anywhere.
  const second = await context.newPage();
  await second.goto('/au/events?types=driver&range=today');
  await expect(second.getByRole('button', { name: 'Dana Demo' })).toBeVisible();
  await expect(second).toHaveURL(/\/au\/events\?types=driver&range=today$/);
  await expect(second.getByText(/ of [\d,]+ events|No events shown/)).toBeVisible();
  const storage = () =>
    second.evaluate(() => [...Object.keys(sessionStorage), ...Object.values(localStorage)].join('\n'));
  expect(await storage()).not.toMatch(/oidc\.|fleet-events\.session|au-user-/);

  // Signing out in the borrowing tab, which holds no token: it still ends the provider's session.
  const endSession = second.waitForRequest(
    /localhost:4010\/au\/auth\/realms\/fleet\/protocol\/openid-connect\/logout/,
  );
  await second.getByRole('button', { name: 'Dana Demo' }).click();
  await second.getByRole('menuitem', { name: 'Sign out of Australia' }).click();
  const logout = new URL((await endSession).url());
  expect(logout.searchParams.get('client_id')).toBe('fleet-events-explorer');
  expect(logout.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:4173/au/sign-in');
  await expect(second).toHaveURL(/\/au\/sign-in/);
  // The first tab follows at once, back to sign-in with its page as returnTo, its tokens gone.
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=%2Fau%2Fevents$/);
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.au.'))),
  ).toEqual([]);
  await second.close();
  // The next person's "Sign in with SSO" meets the login page, not the previous user's session.
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page).toHaveURL(/localhost:4010\/au\/auth\/realms\/fleet\/login\//);
  await expect(page.getByLabel('Username')).toBeVisible();
});

test('two regions that share one identity provider keep separate sessions', async ({ page }) => {
  await editConfig(page, addAuEast);
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/auth/sso'))
      exchanges.push(new URL(page.url()).pathname.split('/')[1] ?? '');
  });
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await expect(page.getByRole('button', { name: 'Dana Demo' })).toBeVisible();
  // Signed in to AU is not signed in to AU East, and AU's token goes to no exchange for it.
  await page.goto('/au-east/events');
  await expect(page).toHaveURL(/\/au-east\/sign-in\?returnTo=/);
  expect(exchanges).toEqual(['au']);
  await signInWithPassword(page, 'au-east');
  await expect(page).toHaveURL(/\/au-east\/events$/);
  await expect(page.getByRole('button', { name: 'Dana Demo' })).toBeVisible();
  // Signing out of AU leaves AU East signed in.
  await page.goto('/au/events');
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out of Australia' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  await page.goto('/au-east/events');
  await expect(page.getByRole('button', { name: 'Dana Demo' })).toBeVisible();
  await expect(page).toHaveURL(/\/au-east\/events$/);
});

test('a reload with a session does not download oidc-client-ts; the renewal before expiry does, unnoticed', async ({
  page,
}) => {
  await signInWithPassword(page, 'au');
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  const libraryLoads: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/oidc-client-ts-[^/]+\.js$/.test(request.url())) libraryLoads.push(request.url());
  });
  const accessToken = () =>
    page.evaluate(() => {
      const raw = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.au.user:'));
      return raw
        ? (JSON.parse(sessionStorage.getItem(raw) ?? '{}') as { access_token?: string }).access_token
        : undefined;
    });
  const before = await accessToken();
  await page.reload();
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dana Demo' })).toBeVisible();
  expect(libraryLoads).toEqual([]);
  // The tab comes back 61 s before its token expires, as one left open for most of the token's life: renewal
  // starts 60 s before expiry, and needs the library. (Set in storage, not by a short-lived token: a test
  // that waited for the clock would depend on how fast the machine reloads.)
  await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.au.user:'));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at?: number };
    user.expires_at = Math.floor(Date.now() / 1000) + 61;
    sessionStorage.setItem(key, JSON.stringify(user));
  });
  await page.reload();
  await expect.poll(accessToken, { timeout: 40_000 }).not.toBe(before);
  expect(libraryLoads).toHaveLength(1);
  // Renewed with the refresh token in the background: the page goes on working where it was.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  await expect(page).toHaveURL(/\/au\/events$/);
});

test('a revoked key sends the user to sign-in and back to the same URL', async ({ page, request }) => {
  await signInWithApiKey(page, 'au', await companyKey(request, 'au'));
  // The last 24 hours hold every hour of the fleet's day: "today" in UTC, early on, may hold no driver event.
  await page.goto('/au/events?types=driver&range=last24h');
  await expect(page.getByRole('button', { name: /API key/ })).toBeVisible();
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  // Names are looked up in the background; revoked before they are in, a name lookup would find it first.
  await page.waitForFunction(() => performance.getEntriesByName('events-names-shown').length > 0);
  await revokeKeys(request);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=%2Fau%2Fevents%3Ftypes%3Ddriver%26range%3Dlast24h$/);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events\?types=driver&range=last24h$/);
});
