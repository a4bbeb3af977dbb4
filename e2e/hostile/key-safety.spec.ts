import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { companyKey, resetEmulator, signInWithApiKey, signInWithPassword } from '../support/emulator';
import { settled, twoDays, watchPage } from '../support/hostile';

interface Sent {
  url: string;
  headers: string;
  body: string;
}

/** Everything the page sends, headers and bodies included, to search for the key afterwards. */
function recordRequests(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    sent.push({
      url: request.url(),
      headers: JSON.stringify(request.headers()),
      body: request.postData() ?? '',
    });
  });
  return sent;
}

const storedKey = (page: Page, region: string) =>
  page.evaluate(
    (id) =>
      (JSON.parse(sessionStorage.getItem(`fleet-events.session.${id}`) ?? '{}') as { apiKey?: string })
        .apiKey,
    region,
  );

const allStorage = (page: Page) =>
  page.evaluate(() =>
    [sessionStorage, localStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`))
      .join('\n'),
  );

async function exportAs(page: Page, format: 'CSV' | 'JSON'): Promise<string> {
  await page.getByRole('button', { name: /Export/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: new RegExp(format) }).click();
  return readFile(await (await download).path(), 'utf8');
}

/** Uses every page once: events, both exports, a detail with its curl, lookup. Returns the exports. */
async function useEverything(page: Page): Promise<string[]> {
  await page.goto(twoDays);
  await settled(page);
  const files = [await exportAs(page, 'CSV'), await exportAs(page, 'JSON')];
  await page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1).click();
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
  await expect(page.getByText(/\$API_KEY/).first()).toBeVisible();
  await page.goto('/au/lookup');
  await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
  return files;
}

function expectKeyOnlyWhereItBelongs(key: string, sent: Sent[], region: string) {
  const carrying = sent.filter((r) => r.headers.includes(key) || r.body.includes(key) || r.url.includes(key));
  expect(carrying.length).toBeGreaterThan(0);
  for (const request of carrying) {
    expect(request.url, 'the key travels in no URL').not.toContain(key);
    expect(request.url.startsWith(`http://localhost:4010/${region}/v1/`), request.url).toBe(true);
    expect(request.headers).toContain(`Bearer ${key}`);
  }
  const toIdentityProvider = sent.filter((r) => r.url.includes('/auth/realms/'));
  expect(toIdentityProvider.length).toBeGreaterThan(0);
  for (const request of toIdentityProvider) expect(`${request.headers}${request.body}`).not.toContain(key);
}

test.beforeEach(async ({ request }) => resetEmulator(request));

test('a user key travels only as the Bearer to its own API; never in a URL, the console, an export or the page', async ({
  page,
}) => {
  const watcher = watchPage(page);
  const sent = recordRequests(page);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await settled(page);
  const key = await storedKey(page, 'au');
  expect(key).toMatch(/^au-user-/);
  if (!key) return;
  const files = await useEverything(page);
  expectKeyOnlyWhereItBelongs(key, sent, 'au');
  for (const file of files) expect(file).not.toContain(key);
  for (const line of watcher.consoleLines) expect(line).not.toContain(key);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(key);
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(key);
  await watcher.expectNothingRan();
});

test('sign-out removes the key, the user and the tokens from storage', async ({ page }) => {
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await settled(page);
  const key = (await storedKey(page, 'au')) ?? 'missing';
  const accessToken = await page.evaluate(() => {
    const name = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.au.user:'));
    return (JSON.parse(sessionStorage.getItem(name ?? '') ?? '{}') as { access_token?: string }).access_token;
  });
  expect(accessToken).toBeTruthy();
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out of Australia' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  const left = await allStorage(page);
  expect(left).not.toContain(key);
  expect(left).not.toContain(accessToken ?? 'missing');
  await page.goto('/au/events');
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=/);
});

test('a pasted company key: same rules, and sign-out forgets it', async ({ page, request }) => {
  const watcher = watchPage(page);
  const sent = recordRequests(page);
  const key = await companyKey(request, 'au');
  await signInWithApiKey(page, 'au', key);
  await settled(page);
  const files = await useEverything(page);
  const carrying = sent.filter((r) => `${r.url}${r.headers}${r.body}`.includes(key));
  for (const request of carrying) {
    expect(request.url).not.toContain(key);
    expect(request.url.startsWith('http://localhost:4010/au/v1/'), request.url).toBe(true);
  }
  for (const file of files) expect(file).not.toContain(key);
  for (const line of watcher.consoleLines) expect(line).not.toContain(key);
  expect(await page.evaluate(() => document.body.innerText)).not.toContain(key);
  await page.goto('/au/events');
  await page.getByRole('button', { name: /^API key …/ }).click();
  await page
    .getByRole('menuitem', { name: /Sign out|Forget/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  expect(await allStorage(page)).not.toContain(key);
  await watcher.expectNothingRan();
});
