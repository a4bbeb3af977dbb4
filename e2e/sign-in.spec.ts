import { expect, test } from '@playwright/test';
import { companyKey, resetEmulator, signInWithPassword } from './support/emulator';

test.beforeEach(async ({ request }) => resetEmulator(request));

test('password sign-in lands on the events page with the user menu', async ({ page }) => {
  await page.goto('/au/events');
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=/);
  await expect(page.getByText('demo / demo')).toBeVisible();
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await expect(page.getByText('Time zone: Australia/Sydney')).toBeVisible();
  await expect(page.getByText('Roles: Fleet manager')).toBeVisible();
});

test('wrong password says so', async ({ page }) => {
  await page.goto('/nz/sign-in');
  await signInWithPassword(page, 'nz', 'demo', 'nope');
  await expect(page.getByText('Wrong username or password.')).toBeVisible();
});

test('SSO through the emulator login page, and a deep link lands back on itself', async ({ page }) => {
  const deepLink = '/uk/events?types=ignition&range=last7d';
  await page.goto(deepLink);
  await expect(page).toHaveURL(/\/uk\/sign-in/);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page).toHaveURL(/localhost:4010\/uk\/auth\/realms\/fleet\/login\//);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${deepLink.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('button', { name: 'Dana Demo' })).toBeVisible();
});

test('API-key sign-in: a wrong key says so, a company key works', async ({ page, request }) => {
  const banner = await (await request.get('http://localhost:4010/healthz')).json();
  expect(banner.ok).toBe(true);
  await page.goto('/au/sign-in');
  const form = page.getByRole('form', { name: 'API key sign-in' });
  await form.getByLabel('API key').fill('not-a-key');
  await form.getByRole('button', { name: 'Use this API key' }).click();
  await expect(page.getByText("Australia's API does not accept this key.")).toBeVisible();
  await form.getByLabel('API key').fill(await companyKey(request, 'au'));
  await form.getByRole('button', { name: 'Use this API key' }).click();
  // No page was asked for: the region's home.
  await expect(page).toHaveURL(/\/au$/);
  await expect(page.getByRole('heading', { name: 'Australia today' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^API key …/ })).toBeVisible();
});

// Every region of the shipped config (its provider, client, demo users, key exchange and events) is checked
// against the emulator in emulator/default-config.test.ts: the form above is the same in each.
