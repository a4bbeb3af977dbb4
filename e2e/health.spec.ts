import { expect, test, type Page } from '@playwright/test';
import { signInDirectly } from './support/session';
import { span, workingWeek } from './support/calendar';

// The emulator's faulty devices (emulator/README.md, "Devices whose data is wrong"): AU's are 140010031–36.
const faulty = {
  clockFast: '140010031',
  tunnel: '140010032',
  silence: '140010033',
  odometerReset: '140010034',
  lateBatch: '140010035',
  repeats: '140010036',
};
/** A whole working week, Monday to Monday: every faulty device's fault shows in it (emulator/README.md). */
const week = `/au/health?${span(workingWeek)}&types=`;

// A week loaded in each test (see `ready`).
test.describe.configure({ timeout: 180_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Data quality per device' });
const firstRow = (page: Page) => table(page).getByRole('row').nth(1);
const cellOf = async (page: Page, column: string) => {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  return firstRow(page)
    .getByRole('cell')
    .nth(headers.findIndex((h) => h.startsWith(column)));
};

/** Sorts on a column (descending on the first click, ascending on the second) and reads the top device's id. */
async function topAfterSorting(page: Page, column: string, clicks = 1) {
  for (let i = 0; i < clicks; i += 1)
    await table(page).getByRole('button', { name: column, exact: true }).click();
  // The sort is in the URL (`hsort`): read the rows once the header says they are sorted on the column.
  await expect(table(page).locator('th[aria-sort]')).toContainText(column);
  // "Jack Brown's phone (140010031)" once names are in, the id alone before.
  const text = (await firstRow(page).getByRole('cell').first().textContent()) ?? '';
  return /\((\d+)\)$/.exec(text)?.[1] ?? text;
}

test.beforeEach(async ({ page, request }) => {
  await signInDirectly(page, request);
  await openFromEvents(page);
});

/**
 * The week on the events page, then "Device health" in the app bar: the same filters, its days from the
 * cache. (A direct load stalled at 3 of 8 days on a branch on 28 Nov; not seen since: bench/NOTES.md.)
 */
async function openFromEvents(page: Page) {
  await page.goto(week.replace('/health', '/events'));
  await expect(page.getByText(/^[\d,]+ of [\d,]+ events/)).toBeVisible({ timeout: 75_000 });
  await expect(page.getByText(/Loading/)).toHaveCount(0, { timeout: 75_000 });
  await page.getByRole('navigation').getByRole('link', { name: 'Device health' }).click();
  await expect(page).toHaveURL(/\/au\/health\?/);
  await ready(page);
}

/** Every day loaded and checked: the summary line shows, no progress bar. */
async function ready(page: Page) {
  // A week of AU's days, read beside other work on a 2-core machine: the bound, not a budget.
  await expect(page.getByRole('status').filter({ hasText: /rows from [\d,]+ events/ })).toBeVisible({
    timeout: 75_000,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

test('each emulator fault comes out at the top of its column', async ({ page }) => {
  expect(await topAfterSorting(page, 'No valid fix')).toBe(faulty.tunnel);
  expect(await topAfterSorting(page, 'Longest gap (ignition on)')).toBe(faulty.silence);
  expect(await topAfterSorting(page, 'Odometer backwards')).toBe(faulty.odometerReset);
  expect(await topAfterSorting(page, 'Delay (worst)')).toBe(faulty.lateBatch);
  // The clock five minutes fast: the lowest median delay, createdAt before timeAt.
  expect(await topAfterSorting(page, 'Delay (median)', 2)).toBe(faulty.clockFast);
  expect(await topAfterSorting(page, 'Repeats merged')).toBe(faulty.repeats);
  await expect(await cellOf(page, 'Why')).toContainText('repeats merged');
  // The rows out of view stand in as space at the height the table reckons a row: every row drawn is that
  // tall, so the scroll bar tells the truth and scrolling never jumps.
  const sizes = await table(page).evaluate((element) => ({
    reckoned: parseFloat(getComputedStyle(element).getPropertyValue('--health-row-height')),
    drawn: [...element.querySelectorAll('tbody tr[aria-rowindex]')].map(
      (row) => row.getBoundingClientRect().height,
    ),
  }));
  expect(sizes.reckoned).toBeGreaterThan(0);
  for (const height of sizes.drawn) expect(height).toBeCloseTo(sizes.reckoned, 0);
});

test('a finding leads to its events: the device, around the worst instance, that event selected', async ({
  page,
}) => {
  expect(await topAfterSorting(page, 'Odometer backwards')).toBe(faulty.odometerReset);
  await (await cellOf(page, 'Odometer backwards')).getByRole('link').click();
  await expect(page).toHaveURL(/\/au\/events\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('deviceIds')).toBe(faulty.odometerReset);
  const [id, type] = (url.searchParams.get('sel') ?? '').split('/');
  expect(type).toBe('ignition');
  const grid = page.getByRole('grid', { name: 'Events' });
  const selected = grid.locator('[role="row"][aria-selected="true"]');
  await expect(selected).toHaveCount(1, { timeout: 30_000 });
  await expect(selected).toContainText(id ?? 'none');

  await page.goBack();
  await expect(page).toHaveURL(/\/au\/health\?/);
  await ready(page);
  expect(await topAfterSorting(page, 'Longest gap (ignition on)')).toBe(faulty.silence);
  await (await cellOf(page, 'Longest gap (ignition on)')).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`deviceIds=${faulty.silence}`));
  await expect(grid.locator('[role="row"][aria-selected="true"]')).toHaveCount(1, { timeout: 30_000 });
});
