import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const emulatorUrl = 'http://localhost:4010';

// The emulator takes control calls only as JSON with this header (emulator/control-routes.ts). Each call
// on a connection of its own: none is reused just as the emulator closes it for idleness.
const controlHeaders = { 'X-Emulator-Control': '1', Connection: 'close' };

/** A control call (`/__controls...`, `/__requests...`); throws when the emulator refuses it. */
export async function control(
  request: APIRequestContext,
  path: string,
  body?: Record<string, unknown>,
): Promise<unknown> {
  const url = `${emulatorUrl}${path}`;
  const response = body
    ? await request.post(url, { data: body, headers: controlHeaders })
    : await request.get(url, { headers: controlHeaders });
  if (!response.ok()) throw new Error(`control ${path} refused: ${await response.text()}`);
  return response.json();
}

/** Clears injected faults and request counts, so each test starts from a well-behaved platform. */
export async function resetEmulator(request: APIRequestContext): Promise<void> {
  await control(request, '/__controls/reset', {});
}

export async function injectFault(request: APIRequestContext, rule: Record<string, unknown>): Promise<void> {
  await control(request, '/__controls', rule);
}

export async function resetRequestCounts(request: APIRequestContext): Promise<void> {
  await control(request, '/__requests/reset', {});
}

/**
 * Makes a region's API speak a dialect ("jackson", "strict", "nulls,seconds", ...; emulator/README.md) until
 * the next `resetEmulator`.
 */
export async function setDialect(request: APIRequestContext, region: string, dialect: string): Promise<void> {
  await control(request, '/__controls/dialect', { region, dialect });
}

export async function requestCounts(request: APIRequestContext): Promise<Record<string, number>> {
  return (await control(request, '/__requests')) as Record<string, number>;
}

/** Every key issued so far stops working (401); new ones are issued. */
export async function revokeKeys(request: APIRequestContext): Promise<void> {
  await control(request, '/__controls/revoke-keys', {});
}

export async function regionKeys(
  request: APIRequestContext,
): Promise<Record<string, { company: string; integration: string }>> {
  return (await control(request, '/__controls/keys')) as Record<
    string,
    { company: string; integration: string }
  >;
}

/**
 * The sign-in page, returning to the events page: the specs were written when sign-in landed there, and
 * still start from it (home.spec.ts signs in without a returnTo, to the region's home).
 */
const signInToEvents = (region: string) =>
  `/${region}/sign-in?returnTo=${encodeURIComponent(`/${region}/events`)}`;

/** Signs in to a region with the password form; call `expectSignedIn` (or check the URL) after a good one. */
export async function signInWithPassword(page: Page, region: string, username = 'demo', password = 'demo') {
  if (!page.url().includes(`/${region}/sign-in`)) await page.goto(signInToEvents(region));
  const form = page.getByRole('form', { name: 'Password sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in with password' }).click();
}

/**
 * Signs in to a region with SSO through the emulator's login page, which leaves the provider's own
 * session (its cookie) in the browser, as a real sign-in does.
 */
export async function signInWithSso(page: Page, region: string, username = 'demo', password = 'demo') {
  if (!page.url().includes(`/${region}/sign-in`)) await page.goto(signInToEvents(region));
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page).toHaveURL(new RegExp(`localhost:4010/${region}/auth/realms/fleet/login/`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function companyKey(request: APIRequestContext, region: string): Promise<string> {
  const key = (await regionKeys(request))[region]?.company;
  if (!key) throw new Error(`no company key for ${region}`);
  return key;
}

export async function signInWithApiKey(page: Page, region: string, key: string) {
  if (!page.url().includes(`/${region}/sign-in`)) await page.goto(signInToEvents(region));
  const form = page.getByRole('form', { name: 'API key sign-in' });
  await form.getByLabel('API key').fill(key);
  await form.getByRole('button', { name: 'Use this API key' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}
