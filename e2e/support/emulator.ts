import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const emulatorUrl = 'http://localhost:4010';

/** Clears injected faults and request counts, so each test starts from a well-behaved platform. */
export async function resetEmulator(request: APIRequestContext): Promise<void> {
  await request.post(`${emulatorUrl}/__controls/reset`);
}

export async function injectFault(request: APIRequestContext, rule: Record<string, unknown>): Promise<void> {
  const response = await request.post(`${emulatorUrl}/__controls`, { data: rule });
  if (!response.ok()) throw new Error(`control rejected: ${await response.text()}`);
}

/**
 * Makes a region's API speak a dialect ("jackson", "strict", "nulls,seconds", ...; emulator/README.md) until
 * the next `resetEmulator`.
 */
export async function setDialect(request: APIRequestContext, region: string, dialect: string): Promise<void> {
  const response = await request.post(`${emulatorUrl}/__controls/dialect`, { data: { region, dialect } });
  if (!response.ok()) throw new Error(`dialect rejected: ${await response.text()}`);
}

export async function requestCounts(request: APIRequestContext): Promise<Record<string, number>> {
  return (await (await request.get(`${emulatorUrl}/__requests`)).json()) as Record<string, number>;
}

/** Signs in to a region with the password form; call `expectSignedIn` (or check the URL) after a good one. */
export async function signInWithPassword(page: Page, region: string, username = 'demo', password = 'demo') {
  if (!page.url().includes(`/${region}/sign-in`)) await page.goto(`/${region}/sign-in`);
  const form = page.getByRole('form', { name: 'Password sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign in with password' }).click();
}

export async function companyKey(request: APIRequestContext, region: string): Promise<string> {
  const keys = (await (await request.get(`${emulatorUrl}/__controls/keys`)).json()) as Record<
    string,
    { company: string }
  >;
  const key = keys[region]?.company;
  if (!key) throw new Error(`no company key for ${region}`);
  return key;
}

export async function signInWithApiKey(page: Page, region: string, key: string) {
  if (!page.url().includes(`/${region}/sign-in`)) await page.goto(`/${region}/sign-in`);
  const form = page.getByRole('form', { name: 'API key sign-in' });
  await form.getByLabel('API key').fill(key);
  await form.getByRole('button', { name: 'Use this API key' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}
