import { expect, test, type Page, type Route } from '@playwright/test';
import { text, type CatalogLocale } from './support/catalog-text';
import { resetEmulator } from './support/emulator';
import { signInDirectly } from './support/session';
import { oneDay, span, wednesday } from './support/calendar';

/** The default types on a working Wednesday: thousands of rows, each with a vehicle and a trip. */
const aWorkingDay = `/au/events?${span(oneDay(wednesday))}`;

// What a person sees of the events page on a desktop and on a laptop, with the default filters on a working
// weekday (a full table whatever the hour of the run): the table gets the screen. One sign-in; each case
// only resizes, switches the language and opens the page again.
// Not serial: each case opens its page itself, so one that fails leaves the others to run (on a new worker,
// with its own sign-in).
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  await resetEmulator(request);
  page = await browser.newPage({ locale: 'en-US' });
  await signInDirectly(page, request);
});

test.afterAll(async () => {
  await page.close();
});

/** Opens the page in the language and mode, and waits until every day is in and the names are shown. */
async function open(locale: CatalogLocale, mode: 'table' | 'both'): Promise<void> {
  await page.goto(aWorkingDay);
  await page.evaluate((chosen) => {
    localStorage.setItem('fee.locale', chosen);
    localStorage.setItem('fleet-events.view-mode', 'table');
  }, locale);
  await page.goto(`${aWorkingDay}&mode=${mode}`);
  const loading = text(locale, 'events:load.progressLabel');
  await page.waitForFunction(
    (label) =>
      performance.getEntriesByName('events-names-shown').length > 0 &&
      !document.querySelector(`[role="progressbar"][aria-label="${label}"]`),
    loading,
    { timeout: 30_000 },
  );
}

/** Event rows wholly inside the grid's scroll area and the window; whether the page itself scrolls. */
async function seen(): Promise<{ rows: number; pageScrolls: boolean; mapShare: number }> {
  return page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    const area = grid?.getBoundingClientRect();
    const bottom = Math.min(area?.bottom ?? 0, window.innerHeight);
    const rows = [...(grid?.querySelectorAll('[role="row"]') ?? [])].filter((row) => {
      const box = row.getBoundingClientRect();
      return row.querySelector('[role="gridcell"]') && area && box.top >= area.top && box.bottom <= bottom;
    }).length;
    const map = document.querySelector('[data-map-state]')?.getBoundingClientRect();
    return {
      rows,
      pageScrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      mapShare: map ? Math.min(map.bottom, window.innerHeight) - Math.max(map.top, 0) : 0,
    };
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`${locale}: the table fills a 1440×900 and a 1280×720 screen, and Both keeps a tall map`, async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(locale, 'table');
    const desktop = await seen();
    expect(desktop.rows, 'rows whole at 1440×900').toBeGreaterThanOrEqual(15);
    expect(desktop.pageScrolls).toBe(false);

    await page.setViewportSize({ width: 1280, height: 720 });
    // The table follows the window's size, without a reload. Both together, polled: between the resize and
    // the table's next measure there is a frame where the old height still overflows the smaller window.
    await expect
      .poll(
        async () => {
          const laptop = await seen();
          return laptop.rows >= 8 && !laptop.pageScrolls;
        },
        { message: 'at least 8 whole rows at 1280×720 and no page scroll' },
      )
      .toBe(true);

    await page.setViewportSize({ width: 1440, height: 900 });
    await open(locale, 'both');
    await expect(page.locator('[data-map-state]')).toBeVisible();
    const both = await seen();
    expect(both.rows, 'rows whole beside the map').toBeGreaterThanOrEqual(12);
    expect(both.mapShare / 900, "the map's share of the window's height").toBeGreaterThanOrEqual(0.6);
    expect(both.pageScrolls).toBe(false);
  });
}

test('es at 1280×720: a long chip (a vehicle and three trips by name) leaves every other chip readable', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open('es', 'table');
  // The first row's trip and vehicle (a click on each keeps only it), then two more trips: long names.
  const row = page.getByRole('grid').getByRole('row').nth(1);
  await row.getByTitle(/^Solo el viaje /).click();
  await expect(page).toHaveURL(/tripIds=\d+/);
  await page
    .getByRole('grid')
    .getByRole('row')
    .nth(1)
    .getByTitle(/^Solo el vehículo /)
    .click();
  await expect(page).toHaveURL(/vehicleIds=\d+/);
  const params = new URL(page.url()).searchParams;
  const trip = Number(params.get('tripIds'));
  params.set('tripIds', `${trip},${trip - 1},${trip - 2}`);
  await page.goto(`/au/events?${params.toString()}`);
  const chips = page.getByRole('list', { name: text('es', 'filters:summary.label') }).getByRole('listitem');
  await expect(chips.filter({ hasText: /\(\d+\)/ })).toHaveCount(2, { timeout: 30_000 });
  const widths = await chips.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().width));
  expect(Math.min(...widths), `chip widths ${widths.map(Math.round).join(', ')}`).toBeGreaterThanOrEqual(80);
});

test('on a phone (360 px) the detail and the lookup fit the width: nothing scrolls sideways', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open('en', 'table');
  const href = await page.getByRole('grid').getByRole('row').nth(1).locator('a').first().getAttribute('href');
  await page.setViewportSize({ width: 360, height: 740 });
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await page.goto(href ?? '');
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
  expect(await sideways(), 'detail').toBeLessThanOrEqual(0);
  await page.goto('/au/lookup');
  await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
  expect(await sideways(), 'lookup').toBeLessThanOrEqual(0);
});

test('device health: names that arrive after the figures move no column under the pointer', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open('en', 'table');
  // The devices' names are held back until the figures have been measured without them.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/devices?*', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/au/health?${span(oneDay(wednesday))}&types=`);
  const table = page.getByRole('table', { name: 'Data quality per device' });
  const deviceOfFirstRow = table.getByRole('row').nth(1).getByRole('cell').first();
  await expect(page.getByRole('status').filter({ hasText: /rows from [\d,]+ events/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(deviceOfFirstRow).toHaveText(/^\d+$/);
  const header = table.getByRole('button', { name: 'No valid fix', exact: true });
  const before = await header.boundingBox();
  release();
  await expect(deviceOfFirstRow).toHaveText(/\D \(\d+\)$/);
  expect(await header.boundingBox()).toEqual(before);
});

test('home: the cards below today’s stay where they are when today’s card fills', async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The days are held back until the loading cards have been measured.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route('**/v1/events?*', hold);
  await page.goto('/au');
  const today = page.getByRole('region', { name: 'Today against its usual' });
  const below = page.getByRole('region', { name: 'Needs attention' });
  await expect(today.getByRole('status')).toContainText('Loading days');
  const before = await below.boundingBox();
  release();
  await expect(today.getByText(/ events so far, /)).toBeVisible({ timeout: 60_000 });
  expect((await below.boundingBox())?.y).toBe(before?.y);
  await page.unroute('**/v1/events?*', hold);
});
