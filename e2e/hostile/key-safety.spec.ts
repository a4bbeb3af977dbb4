import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { companyKey, resetEmulator, signInWithApiKey, signInWithPassword } from '../support/emulator';
import { settled, twoDays, watchPage } from '../support/hostile';
import { editConfig } from '../support/config';

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

/**
 * The USER key each region's SSO exchange hands the app, read off the wire (the app stores none). A
 * response the page navigated away from has no body left to read, and the next exchange will do; `keyOf`
 * fails the test when no exchange of the region could be read, so a check against the key never runs
 * against nothing.
 */
function exchangedKeys(page: Page): { keyOf: (region: string) => string } {
  const keys: Record<string, string> = {};
  page.on('response', async (response) => {
    const match = /^http:\/\/localhost:4010\/([a-z]+)\/v1\/auth\/sso$/.exec(response.url());
    if (!match?.[1] || !response.ok()) return;
    const user = (await response.json().catch(() => ({ keys: [] }))) as {
      keys: { type: string; accessToken: string }[];
    };
    const key = user.keys.find((k) => k.type === 'USER')?.accessToken;
    if (key) keys[match[1]] = key;
  });
  return {
    keyOf: (region) => {
      const key = keys[region];
      expect(key, `the ${region} user key read off an SSO exchange`).toMatch(new RegExp(`^${region}-user-`));
      return key ?? '';
    },
  };
}

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

/**
 * Uses every page once: events, both exports, a detail with its curl, the lookup in every region signed
 * in to. Returns the exports.
 */
async function useEverything(page: Page): Promise<string[]> {
  await page.goto(twoDays);
  await settled(page);
  const files = [await exportAs(page, 'CSV'), await exportAs(page, 'JSON')];
  // From the keyboard: just after an export's menu closes, a pointer click can land on its fading backdrop.
  const grid = page.getByRole('grid', { name: 'Events' });
  await grid.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
  await expect(page.getByText(/\$API_KEY/).first()).toBeVisible();
  const [, type, id] = /\/au\/events\/([^/]+)\/(\d+)/.exec(page.url()) ?? [];
  // The lookup in every region signed in to, each region asked with its own key (to the end when the
  // first hit stopped the others).
  await page.goto(`/au/lookup?type=${type ?? ''}&id=${id ?? ''}&all=1`);
  await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
  const results = page.getByRole('list', { name: 'By region' });
  await expect(results.getByRole('link', { name: 'Open in Australia' })).toBeVisible();
  await expect(results).toHaveAttribute('aria-busy', 'false');
  const goOn = page.getByRole('button', { name: 'Keep looking in the other regions' });
  if (await goOn.isVisible()) {
    await goOn.click();
    await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
  }
  return files;
}

function expectKeyOnlyWhereItBelongs(key: string, sent: Sent[], region: string, otherRegion: string) {
  const carrying = sent.filter((r) => r.headers.includes(key) || r.body.includes(key) || r.url.includes(key));
  expect(carrying.length).toBeGreaterThan(0);
  for (const request of carrying) {
    expect(request.url, 'the key travels in no URL').not.toContain(key);
    expect(request.url.startsWith(`http://localhost:4010/${region}/v1/`), request.url).toBe(true);
    expect(request.url.startsWith(`http://localhost:4010/${otherRegion}/`), request.url).toBe(false);
    expect(request.headers).toContain(`Bearer ${key}`);
  }
  const toIdentityProvider = sent.filter((r) => r.url.includes('/auth/realms/'));
  expect(toIdentityProvider.length).toBeGreaterThan(0);
  for (const request of toIdentityProvider) expect(`${request.headers}${request.body}`).not.toContain(key);
}

test.beforeEach(async ({ request }) => resetEmulator(request));

test('signed in to two regions, each user key travels only as the Bearer to its own API; never to the other region, a URL, the console, an export, the page or storage', async ({
  page,
}) => {
  const watcher = watchPage(page);
  const sent = recordRequests(page);
  const keys = exchangedKeys(page);
  await signInWithPassword(page, 'nz');
  await expect(page).toHaveURL(/\/nz\/events$/);
  await settled(page);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await settled(page);
  const files = await useEverything(page);
  // Back to NZ in the same page: its key is used again, AU's must not come along.
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: /New Zealand/ }).click();
  await expect(page).toHaveURL(/\/nz\/lookup(\?|$)/);
  await page.goto('/nz/events?types=ignition');
  await settled(page);
  const auKey = keys.keyOf('au');
  const nzKey = keys.keyOf('nz');
  expectKeyOnlyWhereItBelongs(auKey, sent, 'au', 'nz');
  expectKeyOnlyWhereItBelongs(nzKey, sent, 'nz', 'au');
  const storage = await allStorage(page);
  for (const key of [auKey, nzKey]) {
    for (const file of files) expect(file).not.toContain(key);
    for (const line of watcher.consoleLines) expect(line).not.toContain(key);
    expect(await page.evaluate(() => document.body.innerText)).not.toContain(key);
    expect(storage, 'an OIDC sign-in’s key is held in memory only').not.toContain(key);
  }
  await watcher.expectNothingRan();
});

test('sign-out removes the user, the tokens and every OIDC entry from storage', async ({ page }) => {
  const keys = exchangedKeys(page);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await settled(page);
  const accessToken = await page.evaluate(() => {
    const name = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.au.user:'));
    return (JSON.parse(sessionStorage.getItem(name ?? '') ?? '{}') as { access_token?: string }).access_token;
  });
  expect(accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  const auKey = keys.keyOf('au');
  await page.getByRole('button', { name: 'Dana Demo' }).click();
  await page.getByRole('menuitem', { name: 'Sign out of Australia' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in/);
  const left = await allStorage(page);
  expect(left).not.toContain(auKey);
  expect(left).not.toContain(accessToken);
  expect(left.split('\n').filter((entry) => entry.startsWith('oidc.'))).toEqual([]);
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

test('a config that later points the region at another API: the pasted key stays with the API it was given for', async ({
  page,
  request,
}) => {
  const watcher = watchPage(page);
  const sent = recordRequests(page);
  const key = await companyKey(request, 'au');
  await signInWithApiKey(page, 'au', key);
  // A new deployment (or a tampered file) now says Australia's API is New Zealand's: a reload reads it.
  await editConfig(page, (config) => {
    for (const region of config.regions)
      if (region.id === 'au') region.apiBaseUrl = 'http://localhost:4010/nz';
  });
  await page.goto(twoDays);
  await expect(page.getByText(/Refused to send this region's key to/).first()).toBeVisible();
  const carrying = sent.filter((r) => `${r.url}${r.headers}${r.body}`.includes(key));
  expect(carrying.length).toBeGreaterThan(0);
  for (const request of carrying)
    expect(request.url.startsWith('http://localhost:4010/au/'), request.url).toBe(true);
  await watcher.expectNothingRan();
});
