import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { control, requestCounts, resetEmulator, resetRequestCounts } from './support/emulator';
import { signInDirectly } from './support/session';
import { oneDay, span, twoWeekdays, wednesday } from './support/calendar';

/** A working weekday of the default types (ignition and driver): thousands of rows, every shift. */
const aWorkingDay = `/au/events?${span(oneDay(wednesday))}`;

const summary = (page: Page) => page.getByText(/^[\d,]+ of [\d,]+ events/);
/**
 * Every day of the window has arrived: the app has set its 'events-painted' mark in this document and no
 * progress bar shows. (Checking the progress bar alone can pass before loading has even begun.)
 */
const loaded = async (page: Page) => {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('events-painted').length > 0 &&
      !document.querySelector('[role="progressbar"][aria-label="Loading days"]'),
    undefined,
    { timeout: 15_000 },
  );
  await expect(summary(page)).toBeVisible();
};
const shownCount = async (page: Page) =>
  Number(((await summary(page).textContent()) ?? '').split(' of ')[0]?.replace(/,/g, ''));

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request);
  await signInDirectly(page, request);
});

test('the default view loads the last 24 hours of ignition and driver events', async ({ page, request }) => {
  // One event of this instant, so the last 24 hours hold a row at any hour of any day.
  const added = (await control(request, '/__controls/event-now', { region: 'au' })) as { id: number };
  await page.goto('/au/events');
  await expect(summary(page)).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Events' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expect(grid.locator(`a[href*="/events/ignition/${added.id}?"]`)).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText('Last 24 hours');
  // The filters fold into one line of chips; the full bar, with the type counts, opens in place.
  await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText('Types: ignition, driver');
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await expect(page.getByRole('group', { name: 'Type' })).toContainText('ignition');
  await expect(page.getByRole('group', { name: 'Type' })).not.toContainText('speeding');
});

test('types, range presets, a custom range and a vehicle constraint change the rows and the URL', async ({
  page,
}) => {
  // A fixed working day to start from: the counts compared below do not depend on the hour of the run.
  await page.goto(aWorkingDay);
  await loaded(page);
  const before = await shownCount(page);
  await page.getByRole('button', { name: 'Edit filters' }).click();

  // The type's chip in the Event types field, deleted from the keyboard (its delete icon is hidden from roles).
  const driverChip = page
    .getByRole('region', { name: 'Filters' })
    .getByRole('button', { name: 'driver', exact: true });
  await driverChip.focus();
  await page.keyboard.press('Delete');
  await expect(page).toHaveURL(/types=ignition(&|$)/);
  await expect.poll(() => shownCount(page)).toBeLessThan(before);
  await loaded(page);
  const dayOfIgnition = await shownCount(page);
  expect(dayOfIgnition).toBeGreaterThan(0);

  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/range=last7d/);
  await expect(page).not.toHaveURL(/from=/);
  // Any seven days hold at least four whole working days: more ignition events than one working day has.
  // Wait for it rather than for a progress bar that may not show yet.
  await expect.poll(() => shownCount(page), { timeout: 15_000 }).toBeGreaterThan(dayOfIgnition);
  await loaded(page);
  const week = await shownCount(page);

  // The vehicle cell shows a name once it is known; its id is in the cell's title either way.
  const vehicleTitle = await page
    .getByRole('grid', { name: 'Events' })
    .getByRole('row')
    .nth(1)
    .getByTitle(/^Only vehicle /)
    .getAttribute('title');
  const firstVehicle = /(\d+)\)?$/.exec(vehicleTitle ?? '')?.[1];
  await page.getByRole('combobox', { name: 'Vehicles' }).fill(firstVehicle ?? '');
  await page.getByRole('combobox', { name: 'Vehicles' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`vehicleIds=${firstVehicle}`));
  await expect.poll(() => shownCount(page)).toBeLessThan(week);

  await page.goto('/au/events?types=ignition&from=2026-11-01T06:00&to=2026-11-02T06:00');
  await expect(summary(page)).toContainText('2026-11-01');
  await expect(page.getByRole('button', { name: '2026-11-01 06:00 – 2026-11-02 06:00' })).toBeVisible();
});

const parserWorkers = (page: Page) => page.workers().filter((w) => w.url().includes('parser-worker')).length;
const firstRows = (page: Page) =>
  page
    .getByRole('grid', { name: 'Events' })
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1, 8).map((row) => row.querySelector('a')?.getAttribute('href')));

test('a 10-day range loads day by day, read by several parsers as by one, and reload restores the view', async ({
  page,
  request,
}) => {
  // Five cores: the page's, the keeper's and three helpers' (four parser workers); then two, the keeper alone.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', {
      get: () => Number(sessionStorage.getItem('e2e-cores') ?? 5),
    }),
  );
  await resetRequestCounts(request);
  await page.goto('/au/events?types=ignition&from=2026-11-05&to=2026-11-15&q=sydney&sort=-odometer');
  await loaded(page);
  const counts = await requestCounts(request);
  expect(counts['au /v1/events/ignition']).toBe(10);
  await expect(page.getByText('10 API dates, one request each')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('sydney');
  expect(parserWorkers(page)).toBe(4);
  const shown = await shownCount(page);
  const rows = await firstRows(page);
  await page.evaluate(() => sessionStorage.setItem('e2e-cores', '2'));
  await page.reload();
  await loaded(page);
  await expect.poll(() => parserWorkers(page)).toBe(1);
  expect(await shownCount(page)).toBe(shown);
  expect(await firstRows(page)).toEqual(rows);
  await expect(page.getByRole('columnheader', { name: /Odometer/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
});

test('export downloads a CSV whose rows match the table', async ({ page }) => {
  // A fixed day: which events of the last 24 hours pass on George St depends on the hour of the run.
  await page.goto(`/au/events?types=ignition&${span(oneDay(twoWeekdays.from))}&q=george`);
  await expect(summary(page)).toBeVisible();
  const shown = await shownCount(page);
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /CSV/ }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('Time (Australia/Sydney)');
  // Rows to check: `every` of none would be true.
  expect(shown).toBeGreaterThan(0);
  expect(lines).toHaveLength(shown + 1);
  expect(lines.slice(1).every((line) => /george/i.test(line))).toBe(true);
  expect(csv).not.toMatch(/au-user-/);
});

test('moving the window by a day fetches only the new day', async ({ page, request }) => {
  await page.goto('/au/events?types=ignition&from=2026-11-05T00:00&to=2026-11-12T00:00');
  await loaded(page);
  await resetRequestCounts(request);
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-11-06T00:00');
  await page.getByLabel('To', { exact: true }).fill('2026-11-13T00:00');
  await expect(page).toHaveURL(
    /from=2026-11-06T00%3A00&to=2026-11-13T00%3A00|from=2026-11-06T00:00&to=2026-11-13T00:00/,
  );
  await expect.poll(async () => (await requestCounts(request))['au /v1/events/ignition']).toBe(1);
  await loaded(page);
  expect((await requestCounts(request))['au /v1/events/ignition']).toBe(1);
});

test('typing in the middle of a search keeps the caret where the user types', async ({ page }) => {
  await page.goto(aWorkingDay);
  await loaded(page);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.click();
  await page.keyboard.type('sydny');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('e');
  await expect(search).toHaveValue('sydney');
  await expect(page).toHaveURL(/[?&]q=sydney(&|$)/);
});

test('the first focus, search keystroke and type chip add no CSS: new CSS restyles the whole page', async ({
  page,
}) => {
  await page.goto(aWorkingDay);
  await loaded(page);
  const cssRules = () =>
    page.evaluate(() => [...document.styleSheets].reduce((sum, sheet) => sum + sheet.cssRules.length, 0));
  const before = await cssRules();
  await page.getByRole('searchbox', { name: 'Search' }).click();
  await page.keyboard.type('s');
  // The search's chip, which can be removed: the first such chip on the page.
  await expect(page.getByRole('button', { name: 'Remove filter: Search: “s”' })).toBeVisible();
  expect(await cssRules()).toBe(before);

  // The full filter bar is a panel of its own; once it is open, a type count pressed is the first such chip.
  await page.getByRole('button', { name: 'Edit filters' }).click();
  const typeChip = page.getByRole('group', { name: 'Type' }).getByRole('button').first();
  await expect(typeChip).toHaveAttribute('aria-pressed', 'false');
  // Counted once the bar has finished opening (MUI's Collapse styles its end state then).
  await expect(page.locator('.MuiCollapse-entered')).toHaveCount(1);
  const withBarOpen = await cssRules();
  await typeChip.click();
  await expect(page.getByRole('group', { name: 'Type' }).getByRole('button', { pressed: true })).toHaveCount(
    1,
  );
  expect(await cssRules()).toBe(withBarOpen);

  // The results fill the screen down to its edge: a new height is set on them, not made a new CSS class.
  const grid = page.getByRole('grid', { name: 'Events' });
  const gridHeight = async () => (await grid.boundingBox())?.height;
  const tall = await gridHeight();
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: viewport.width, height: viewport.height + 200 });
  await expect.poll(gridHeight).toBeGreaterThan(tall ?? Infinity);
  expect(await cssRules()).toBe(withBarOpen);
});
