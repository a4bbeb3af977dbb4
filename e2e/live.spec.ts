import { expect, test, type Page, type Request } from '@playwright/test';
import { control, injectFault, resetEmulator, signInWithPassword } from './support/emulator';
import { editConfig } from './support/config';

// One signed-in page for the whole spec: each test goes on from where the last left Live follow.
test.describe.configure({ mode: 'serial' });

const floorSeconds = 10;
let page: Page;
/** The page's event requests since the last `forget`, as the browser sent them. */
let sent: string[] = [];
const forget = () => (sent = []);
const liveStatus = () => page.getByRole('status').filter({ hasText: /new|Following|Paused|slow down/ });
/** The page's clock jumps on (timers due meanwhile fire); real time passes only as the test runs. */
const later = (seconds: number) => page.clock.fastForward(seconds * 1000);
/** Waits a moment of real time for anything a timer started to reach the network. */
const settle = () => page.waitForTimeout(500);

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
  await page.goto('/au/events?types=ignition,driver&range=last1h');
  await expect(page.getByRole('switch', { name: 'Live' })).toBeVisible();
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
  await later(4 * floorSeconds);
  await settle();
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
  // Past the interval, and past the interval doubled for a failure: still waiting.
  await later(2 * floorSeconds + 5);
  await later(2 * floorSeconds);
  await settle();
  expect(sent).toHaveLength(1);
  await later(retryAfter - 4 * floorSeconds);
  await expect(liveStatus()).toHaveText(/new/);
  expect(sent).toHaveLength(2);
});
