import { expect, test, type Page } from '@playwright/test';
import { wednesday } from './support/calendar';
import { resetEmulator, signInWithPassword } from './support/emulator';

// 14:00 in Sydney (AU's demo user's zone) on `wednesday`: the page's "today" and its four Wednesdays before
// are all days the emulator's data is fixed for, whatever day the suite runs.
const now = new Date(`${wednesday}T03:00:00Z`);

// The home loads eleven days of every type (today, four Wednesdays, the last seven days).
test.describe.configure({ timeout: 180_000 });

const card = (page: Page, name: string) => page.getByRole('region', { name });
const devices = (page: Page) =>
  card(page, 'Needs attention').getByRole('table', { name: 'Devices to look at, last seven days' });

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request);
  await page.clock.install({ time: now });
  // Signed in without asking for a page: the region's home.
  await page.goto('/au/sign-in');
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au$/);
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link').first()).toHaveText('Home');
});

test('today against its usual: in total and per type, each type opening today’s events of that type', async ({
  page,
}) => {
  const today = card(page, 'Today against its usual');
  await expect(today.getByText(/^[\d,]+ events so far, usually [\d,]+ by this hour$/)).toBeVisible({
    timeout: 120_000,
  });
  await expect(
    today.getByText('Usual: the median of the same weekday in the 4 weeks before, up to 2:00 PM.'),
  ).toBeVisible();
  const first = today.getByRole('list', { name: 'Per type' }).getByRole('link').first();
  const type = /^(.+) [\d,]+, usually/.exec((await first.textContent()) ?? '')?.[1] ?? 'missing';
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/au/events\\?types=${encodeURIComponent(type)}&range=today$`));
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible({ timeout: 60_000 });
});

test('needs attention: each device opens its health row and its events over the last seven days', async ({
  page,
}) => {
  await expect(devices(page)).toBeVisible({ timeout: 120_000 });
  const row = devices(page).getByRole('row').nth(1);
  // Named as the table names it, once the names have come: "Kai Smith's phone (140010034)".
  await expect(row.getByRole('cell').first()).toHaveText(/\(\d+\)$/);
  const named = (await row.getByRole('cell').first().textContent()) ?? 'missing';
  const device = /\((\d+)\)$/.exec(named)?.[1] ?? named;
  // The reason in words, as the health page words it.
  await expect(row.getByRole('cell').nth(1)).not.toHaveText(/^Score/);

  await row.getByRole('link', { name: `Health: ${named}` }).click();
  await expect(page).toHaveURL(new RegExp(`/au/health\\?types=&range=last7d&deviceIds=${device}$`));
  const health = page.getByRole('table', { name: 'Data quality per device' });
  await expect(health.getByRole('row').nth(1).getByRole('cell').first()).toContainText(device, {
    timeout: 120_000,
  });

  await page.goBack();
  await devices(page)
    .getByRole('link', { name: `Events: ${named}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/au/events\\?types=&range=last7d&deviceIds=${device}$`));
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible({ timeout: 120_000 });
});

test('what stands out: each value opens today’s events with it included and the week before overlaid', async ({
  page,
}) => {
  const values = page.getByRole('list', { name: 'Values whose share differs most from the usual' });
  await expect(values).toBeVisible({ timeout: 120_000 });
  await values.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/au\/events\?types=&range=today&(in|ex)\.[^=]+=[^&]+&vs=7$/);
  await expect(page.getByText(/ of [\d,]+ events/)).toBeVisible({ timeout: 60_000 });
});

test('on the road now: the vehicles of the last 15 minutes on a small map, and those minutes on the events map', async ({
  page,
}) => {
  const road = card(page, 'On the road now');
  await expect(road.getByText(/^[\d,]+ vehicles? on the road now/)).toBeVisible({ timeout: 120_000 });
  await expect(road.getByText(/^[\d,]+ vehicles? seen today\./)).toBeVisible();
  await expect(road.locator('[data-map-state]')).toBeVisible({ timeout: 60_000 });
  await road.getByRole('link', { name: 'On the map' }).click();
  // 13:45 to 14:01 in Sydney, the app's zone choice left as the user's.
  await expect(page).toHaveURL(
    new RegExp(`/au/events\\?types=&from=${wednesday}T13%3A45&to=${wednesday}T14%3A01&mode=map$`),
  );
});

test('every card at 1280×720 and on a phone, nothing wider than the screen', async ({ page }) => {
  for (const [width, height] of [
    [1280, 720],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const name of ['Today against its usual', 'What stands out', 'Needs attention', 'On the road now'])
      await expect(page.getByRole('heading', { name, level: 2 })).toBeAttached();
    await expect(card(page, 'Today against its usual').getByText(/events so far/)).toBeVisible({
      timeout: 120_000,
    });
    // The small map follows its box's new width in a frame of its own (MapLibre's resize): polled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
        message: `${width}×${height}`,
      })
      .toBeLessThanOrEqual(0);
  }
});

test('switching region keeps the home, so a presenter can tour the regions from it', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: /New Zealand/ }).click();
  await expect(page).toHaveURL(/\/nz\/sign-in\?returnTo=%2Fnz$/);
  await signInWithPassword(page, 'nz');
  await expect(page).toHaveURL(/\/nz$/);
  await expect(page.getByRole('heading', { name: 'New Zealand today' })).toBeVisible();
});
