import { expect, test, type Page, type Request } from '@playwright/test';
import { control, injectFault, resetEmulator, signInWithPassword } from './support/emulator';
import { editConfig } from './support/config';

// One signed-in page for the whole spec, for speed; each test opens the last hour itself (Live off, or on
// from the URL), so it passes run alone.
test.describe.configure({ mode: 'serial' });

const floorSeconds = 10;
// The last hour: Live follows a window that ends now, so the relative window is the point here. Every
// assertion is about events the test adds itself (the emulator's event-now control), at any hour.
const lastHour = '/au/events?types=ignition,driver&range=last1h';
let page: Page;
/** The page's event requests since the last `forget`, as the browser sent them. */
let sent: string[] = [];
const forget = () => (sent = []);
const liveStatus = () => page.getByRole('status').filter({ hasText: /new|Following|Paused|slow down/ });
/** The page's clock jumps on (timers due meanwhile fire); real time passes only as the test runs. */
const later = (seconds: number) => page.clock.fastForward(seconds * 1000);
/** The page's clock runs on through every timer due in the span, each in turn, as if the time had passed. */
const runFor = (seconds: number) => page.clock.runFor(seconds * 1000);
/**
 * Every request the page started until now has reached `sent`: the page fetches one more (outside the
 * events API) and it is seen. The browser reports a page's requests in the order they were started.
 */
async function seenAllSent(): Promise<void> {
  const marker = `/config.json?e2e-seen=${Math.random().toString(36).slice(2)}`;
  await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(marker)),
    page.evaluate((url) => void fetch(url), marker),
  ]);
}

test.beforeAll(async ({ browser, request }, testInfo) => {
  await resetEmulator(request);
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  // The shortest interval a config may set, and a clock the test moves, so no test waits it out.
  await editConfig(page, (config) => {
    for (const region of config.regions) region.livePollSeconds = floorSeconds;
  });
  await page.clock.install();
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname.startsWith('/au/v1/events')) sent.push(r.url());
  });
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
});

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
  const title = test.info().title;
  // The first test switches Live on itself; the others start with it on, from the URL.
  await page.goto(title.startsWith('with Live on') ? lastHour : `${lastHour}&live=1`);
  await expect(page.getByRole('switch', { name: 'Live' })).toBeVisible();
  if (!title.startsWith('with Live on')) {
    await expect(page.getByRole('switch', { name: 'Live' })).toBeChecked();
    await expect(liveStatus()).toHaveText(`Following: every ${floorSeconds} s`);
  }
  forget();
});

test.afterAll(async ({ request }) => {
  await page.context().close();
  await resetEmulator(request);
});

test('with Live on, a new event appears at the top, lit up and counted, without a reload', async ({
  request,
}) => {
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  // The switch is driven by the URL, so its state changes a moment after the click.
  await page.getByRole('switch', { name: 'Live' }).click();
  await expect(page.getByRole('switch', { name: 'Live' })).toBeChecked();
  await expect(page).toHaveURL(/live=1/);
  await expect(liveStatus()).toHaveText(`Following: every ${floorSeconds} s`);
  const added = (await control(request, '/__controls/event-now', { region: 'au' })) as { id: number };
  await later(floorSeconds);
  const row = page.locator('.events-row', {
    has: page.locator(`a[href*="/events/ignition/${added.id}?"]`),
  });
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('aria-rowindex', '2'); // the first row under the header
  await expect(row.locator('.events-row-fresh')).toHaveCount(1);
  await expect(liveStatus()).toHaveText('1 new');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('with the tab hidden, no request is made; shown again, it catches up at once', async ({ request }) => {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(liveStatus()).toHaveText('Paused: tab hidden');
  forget();
  const added = (await control(request, '/__controls/event-now', { region: 'au' })) as { id: number };
  // Four intervals, every timer in them run: a poll due meanwhile would have been sent, and seen.
  await runFor(4 * floorSeconds);
  await seenAllSent();
  expect(sent).toEqual([]);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.locator(`a[href*="/events/ignition/${added.id}?"]`)).toHaveCount(1);
  expect(sent.length).toBeGreaterThan(0);
});

test('a 429 with Retry-After holds the next poll at least that long, and says so', async ({ request }) => {
  const retryAfter = 60;
  await injectFault(request, {
    region: 'au',
    path: '/v1/events',
    errorStatus: 429,
    retryAfterSeconds: retryAfter,
    times: 1,
  });
  forget();
  await later(floorSeconds);
  await expect(liveStatus()).toHaveText(`The API asked us to slow down: waiting ${retryAfter} s`);
  expect(sent).toHaveLength(1);
  // Past the interval, and past the interval doubled for a failure, every timer in them run: still waiting.
  await runFor(4 * floorSeconds + 5);
  await seenAllSent();
  await expect(liveStatus()).toHaveText(`The API asked us to slow down: waiting ${retryAfter} s`);
  expect(sent).toHaveLength(1);
  await later(retryAfter - 4 * floorSeconds);
  await expect(liveStatus()).toHaveText(/new/);
  expect(sent).toHaveLength(2);
});
