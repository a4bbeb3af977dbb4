import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { scriptish, settled, spoilDay, twoDays, signedInAndWatched, type RawEvent } from '../support/hostile';
import { narrowToOneValidFix } from '../support/map';
import { inFirstCell } from '../support/rows';

signedInAndWatched();

/**
 * The newest events of every response (the top of the table, sorted newest first) carry the payloads
 * in every free-text field the spec has.
 */
function poison(event: RawEvent, index: number): RawEvent {
  switch (index) {
    case 0:
      return {
        ...event,
        location: scriptish.script,
        action: scriptish.img,
        origin: scriptish.jsUrl,
        attributes: { [scriptish.img]: scriptish.svg, 'javascript:x': scriptish.jsUrl },
      };
    case 1:
      return { ...event, location: scriptish.entities };
    case 2:
      return { ...event, location: scriptish.rtlEmoji, action: '🚚 Drive' };
    default:
      return event;
  }
}

/**
 * Lists come back poisoned; a single event is served as the list showed it (the emulator would not find
 * an event under a type it never made), so the detail page refreshes to the same poisoned event.
 */
async function servePoisoned(page: Page, alsoType?: string) {
  const shown = new Map<number, RawEvent>();
  await page.route(
    (url) => url.port === '4010' && /^\/au\/v1\/events(\/|$)/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const id = Number(new URL(route.request().url()).pathname.split('/')[5]);
      const known = shown.get(id);
      if (known) return route.fulfill({ json: known, headers: corsFor(route.request().headers()) });
      let response: Awaited<ReturnType<typeof route.fetch>>;
      let body: unknown;
      try {
        response = await route.fetch();
        body = (await response.json()) as unknown;
      } catch {
        // The page let go of this request (it navigated, or aborted a day it no longer needs) before the
        // answer was read: there is nobody left to answer.
        return;
      }
      const poisonOne = (event: RawEvent, index: number) => {
        const bad = poison(event, index);
        return alsoType && index === 0 ? { ...bad, type: alsoType } : bad;
      };
      const poisoned = Array.isArray(body)
        ? body.map((event: RawEvent, index) => poisonOne(event, body.length - 1 - index))
        : poisonOne(body as RawEvent, 0);
      for (const event of Array.isArray(poisoned) ? poisoned : [poisoned]) shown.set(Number(event.id), event);
      await route.fulfill({ response, body: JSON.stringify(poisoned) });
    },
  );
}

const corsFor = (requestHeaders: Record<string, string>) => ({
  'Access-Control-Allow-Origin': requestHeaders.origin ?? 'http://localhost:4173',
});

/** Every link on the page stays inside the app: no javascript:, no other origin, nothing built from data. */
async function expectOnlyInternalLinks(page: Page) {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  for (const href of hrefs) expect(new URL(href).origin, href).toBe('http://localhost:4173');
}

test('script, img and svg payloads in the table are shown as text and never run', async ({ page }) => {
  await servePoisoned(page);
  await page.goto(`${twoDays}`);
  await settled(page);
  const grid = page.getByRole('grid', { name: 'Events' });
  await expect(grid.getByText(scriptish.script).first()).toBeVisible();
  await expect(grid.getByText(scriptish.img).first()).toBeVisible();
  expect(await page.locator('main :is(script, img, iframe, [onerror], [onload])').count()).toBe(0);
  await expectOnlyInternalLinks(page);
});

test('HTML entities stay literal, and RTL and emoji text renders as sent', async ({ page }) => {
  await servePoisoned(page);
  await page.goto(twoDays);
  await settled(page);
  const grid = page.getByRole('grid', { name: 'Events' });
  await expect(grid.getByText(scriptish.entities).first()).toBeVisible();
  await expect(grid.getByText(scriptish.rtlEmoji).first()).toBeVisible();
  await expect(grid.getByText('🚚 Drive').first()).toBeVisible();
  expect(await grid.locator('b').count()).toBe(0);
});

test('quick search and facet chips treat payloads as plain text', async ({ page }) => {
  await servePoisoned(page);
  await page.goto(twoDays);
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('<script>');
  await expect(page.getByText(/^[\d,]+ of [\d,]+ events/)).toHaveText(/^2 of /);
  await expect(page).toHaveURL(/q=%3Cscript%3E/);
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await page
    .getByRole('group', { name: 'Action' })
    .getByRole('button', { name: new RegExp(escapeRe(scriptish.img)) })
    .click();
  await expect(page.getByText(/^[\d,]+ of [\d,]+ events/)).toHaveText(/^[12] of /);
});

test('the detail page shows payloads in every field as text; its links stay in the app', async ({ page }) => {
  await servePoisoned(page);
  await page.goto(twoDays);
  await settled(page);
  await page
    .getByRole('grid', { name: 'Events' })
    .getByRole('row')
    .filter({ hasText: scriptish.script })
    .first()
    .click(inFirstCell);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(scriptish.img);
  await expect(page.getByText(scriptish.script).first()).toBeVisible();
  await expect(page.getByText(scriptish.svg).first()).toBeVisible();
  await expect(page.getByText('javascript:x').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toContainText('onerror');
  await expectOnlyInternalLinks(page);
});

test('a payload as the event type is encoded into the detail path and shown as text', async ({ page }) => {
  const type = '<img src=x onerror=alert(1)>';
  await servePoisoned(page, type);
  await page.goto('/au/events?types=&from=2026-11-10&to=2026-11-11');
  await settled(page);
  await page
    .getByRole('grid', { name: 'Events' })
    .getByRole('row')
    .filter({ hasText: scriptish.script })
    .first()
    .click(inFirstCell);
  await expect(page).toHaveURL(/\/au\/events\/%3Cimg%20src%3Dx%20onerror%3Dalert\(1\)%3E\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(type);
  await expectOnlyInternalLinks(page);
});

/** Every path of the AU API the page asks with the key from now on (the token's exchange aside). */
function auApiPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === '4010' && url.pathname.startsWith('/au/v1/') && url.pathname !== '/au/v1/auth/sso')
      paths.push(url.pathname);
  });
  return paths;
}

test('an app link pasted into lookup with markup as its type: the type is text, asked for encoded, nothing runs', async ({
  page,
}) => {
  const type = '<img src=x onerror="window.__pwned=1">';
  const asked = auApiPaths(page);
  await page.goto('/au/lookup');
  await page
    .getByLabel('Paste a link or type/id')
    .fill(`http://localhost:4173/au/events/${encodeURIComponent(type)}/123?at=${Date.UTC(2026, 10, 11)}`);
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue(type);
  await expect(page.getByRole('textbox', { name: /Event id/ })).toHaveValue('123');
  await page.getByRole('button', { name: 'Find event' }).click();
  await expect(page.getByText(/was not found between/)).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  for (const path of asked) expect(path).toBe(`/au/v1/events/${encodeURIComponent(type)}/123`);
  await expectOnlyInternalLinks(page);
});

test('an app link pasted into lookup with ".." as its type asks no other path of the API', async ({
  page,
}) => {
  const asked = auApiPaths(page);
  await page.goto('/au/lookup');
  for (const dots of ['%2e%2e', '.%2E', '%2E']) {
    await page.getByLabel('Paste a link or type/id').fill(`http://localhost:4173/au/events/${dots}/123?at=1`);
    await expect(page.getByRole('combobox', { name: 'Type' })).not.toHaveValue(/^\.+$/);
  }
  // Typed by hand, it is refused where it is typed.
  await page.getByRole('combobox', { name: 'Type' }).fill('..');
  await page.getByRole('textbox', { name: /Event id/ }).fill('123');
  await page.getByRole('button', { name: 'Find event' }).click();
  await expect(page.getByText('Not an event type', { exact: true })).toBeVisible();
  expect(asked, 'nothing was asked of the API').toEqual([]);
});

test('CSV export defuses formulas and carries payloads as inert text', async ({ page }) => {
  await spoilDay(page, undefined, (events) =>
    JSON.stringify(
      events.map((event, index) =>
        index === 0
          ? { ...event, location: '=HYPERLINK("http://evil.example","click")' }
          : poison(event, index),
      ),
    ),
  );
  await page.goto(twoDays);
  await settled(page);
  await page.getByRole('button', { name: /Export/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
  expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  expect(csv).toContain(scriptish.entities);
});

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('map popups show payloads as text, with only an in-app link', async ({ page }) => {
  await spoilDay(page, undefined, (body: unknown) => {
    const poisonAll = (event: RawEvent) => ({ ...event, action: scriptish.img, location: scriptish.script });
    return JSON.stringify(Array.isArray(body) ? body.map(poisonAll) : poisonAll(body as RawEvent));
  });
  await page.goto(twoDays);
  await settled(page);
  await narrowToOneValidFix(page);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  await expect(page.getByText(/^1 fix on the map/)).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const popup = page.locator('.maplibregl-popup');
  await expect(popup).toContainText(scriptish.img);
  expect(await popup.locator('img, script, [onerror]').count()).toBe(0);
  await expectOnlyInternalLinks(page);
});
