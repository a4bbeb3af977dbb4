import { expect, test } from '@playwright/test';
import {
  companyKey,
  resetEmulator,
  revokeKeys,
  signInWithApiKey,
  signInWithPassword,
} from './support/emulator';

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

test('a key is only ever sent to its own region', async ({ page }) => {
  const authHeaders: { url: string; auth: string }[] = [];
  page.on('request', (request) => {
    const auth = request.headers().authorization;
    if (auth) authHeaders.push({ url: request.url(), auth });
  });
  await signInWithPassword(page, 'au');
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  await page.goto('/uk/sign-in');
  await signInWithPassword(page, 'uk');
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  const keyRequests = authHeaders.filter((h) => h.url.includes('/v1/events'));
  expect(keyRequests.length).toBeGreaterThan(2);
  for (const { url, auth } of keyRequests) {
    const region = new URL(url).pathname.split('/')[1];
    expect(auth).toMatch(new RegExp(`^Bearer ${region}-user-`));
  }
});

test('an expired access token is renewed with the refresh token without the user noticing', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInWithPassword(page, 'au');
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  const tokenOf = () =>
    page.evaluate(() => {
      const raw = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.au.user:'));
      return raw
        ? (JSON.parse(sessionStorage.getItem(raw) ?? '{}') as { access_token?: string }).access_token
        : undefined;
    });
  const before = await tokenOf();
  // Tokens live 75 s in the e2e emulator; renewal starts 60 s before expiry.
  await expect.poll(tokenOf, { timeout: 40_000, intervals: [2_000] }).not.toBe(before);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  await expect(page).toHaveURL(/\/au\/events$/);
});

test('a revoked key sends the user to sign-in and back to the same URL', async ({ page, request }) => {
  await signInWithApiKey(page, 'au', await companyKey(request, 'au'));
  await page.goto('/au/events?types=driver&range=today');
  await expect(page.getByRole('button', { name: /API key/ })).toBeVisible();
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible();
  await revokeKeys(request);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=%2Fau%2Fevents%3Ftypes%3Ddriver%26range%3Dtoday$/);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events\?types=driver&range=today$/);
});
