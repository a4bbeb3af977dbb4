import { expect, test, type Locator, type Page } from '@playwright/test';
import { resetEmulator } from './support/emulator';
import { settled } from './support/hostile';
import { inFirstCell } from './support/rows';
import { signInDirectly } from './support/session';
import { span, workingWeek } from './support/calendar';

/** A whole working week of two types: thousands of rows to move through, sort and search. */
const week = `/au/events?${span(workingWeek)}&types=ignition,driver`;
const grid = (page: Page) => page.getByRole('grid', { name: 'Events' });
const selectedRow = (page: Page) => grid(page).locator('[role="row"][aria-selected="true"]');
/** The id cell is the last of the default columns. */
const idOf = async (row: Locator) => (await row.getByRole('gridcell').last().textContent()) ?? '';

/** In the table's scroll area, below its sticky header: where the user can see it (once scrolling settles). */
async function expectInView(page: Page, row: Locator) {
  await expect(async () => {
    const [box, frame, header] = await Promise.all([
      row.boundingBox(),
      grid(page).boundingBox(),
      grid(page).getByRole('row').first().boundingBox(),
    ]);
    expect(box && frame && header).toBeTruthy();
    if (!box || !frame || !header) return;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  }).toPass({ timeout: 5_000 });
}

test.beforeEach(async ({ page, request }) => {
  // A week of two types, walked through many views: more than the default 30 s on a loaded 2-core runner.
  await resetEmulator(request);
  await signInDirectly(page, request);
});

test('the selected event stays selected and in view through sorts, a search, its detail and back', async ({
  page,
}) => {
  await page.goto(week);
  await settled(page, 30_000);
  await grid(page).focus();
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('ArrowDown');
  // The keys may still be landing: wait until the row marked selected is the one the URL names.
  const selInUrl = () => new URL(page.url()).searchParams.get('sel')?.split('/')[0];
  await expect.poll(async () => (await idOf(selectedRow(page))) === selInUrl()).toBe(true);
  const id = await idOf(selectedRow(page));
  expect(id).toMatch(/^\d+$/);

  for (const column of ['Location', 'Odometer', 'Type']) {
    await grid(page).getByRole('button', { name: column, exact: true }).click();
    await expect(page.getByRole('columnheader', { name: column })).toHaveAttribute('aria-sort', 'ascending');
    await expect(selectedRow(page)).toHaveCount(1);
    expect(await idOf(selectedRow(page))).toBe(id);
    await expectInView(page, selectedRow(page));
  }
  await page.getByRole('searchbox', { name: 'Search' }).fill(id.slice(-6));
  await expect(selectedRow(page)).toHaveCount(1);
  expect(await idOf(selectedRow(page))).toBe(id);

  await grid(page).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/au/events/[^/]+/${id}\\?at=\\d+`));
  await page.goBack();
  await expect(selectedRow(page)).toHaveCount(1);
  expect(await idOf(selectedRow(page))).toBe(id);
  await expectInView(page, selectedRow(page));
});

test('rows are links: a middle click opens the detail in a new tab, carrying the zone', async ({ page }) => {
  await page.goto(`${week}&tz=UTC`);
  await settled(page, 30_000);
  const row = grid(page).getByRole('row').nth(3);
  const id = await idOf(row);
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    row.click({ ...inFirstCell, button: 'middle' }),
  ]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(new RegExp(`/au/events/[^/]+/${id}\\?at=\\d+&tz=UTC$`));
  await tab.close();
  // A plain click opens in place.
  await row.click(inFirstCell);
  await expect(page).toHaveURL(new RegExp(`/au/events/[^/]+/${id}\\?at=\\d+&tz=UTC$`));
});

test('sorting from the keyboard, and columns dragged, resized and shared in a link', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-write']);
  // The app's Permissions-Policy forbids reading the clipboard (rightly), so the test keeps what it writes.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      sessionStorage.setItem('e2e-copied', text);
      await write(text);
    };
  });
  await page.goto(week);
  await settled(page, 30_000);
  const timeButton = grid(page).getByRole('button', { name: 'Time', exact: true });
  await timeButton.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('separator', { name: 'Resize Time' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(grid(page).getByRole('button', { name: 'Type', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('columnheader', { name: 'Type' })).toHaveAttribute('aria-sort', 'ascending');
  // Said to assistive technology as the grid's description.
  await expect(grid(page)).toHaveAccessibleDescription('Sorted by Type, ascending.');

  // Location moves to the front, and grows by 30 px from the keyboard.
  await page
    .getByRole('columnheader', { name: 'Location' })
    .dragTo(page.getByRole('columnheader', { name: 'Time' }));
  await expect(page.getByRole('columnheader').first()).toHaveText('Location');
  const resize = page.getByRole('separator', { name: 'Resize Location' });
  const before = Number(await resize.getAttribute('aria-valuenow'));
  await resize.focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(resize).toHaveAttribute('aria-valuenow', String(before + 30));
  await page.getByRole('button', { name: 'Table and map' }).click();

  await page.getByRole('button', { name: 'Copy link to this view' }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('e2e-copied'))).toContain('cols=');
  const link = (await page.evaluate(() => sessionStorage.getItem('e2e-copied'))) ?? '';
  expect(link).toContain(`cols=location%3A${before + 30}%2Ctime`);
  expect(link).toContain('mode=both');
  expect(link).toContain('sort=type');

  // Someone else's browser: no stored columns or mode. The link alone brings the view back.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await settled(page, 30_000);
  await expect(page.getByRole('columnheader').first()).toHaveText('Location');
  await expect(page.getByRole('separator', { name: 'Resize Location' })).toHaveAttribute(
    'aria-valuenow',
    String(before + 30),
  );
  await expect(page.getByRole('columnheader', { name: 'Type' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('region', { name: 'Map of events' })).toBeVisible();
});

test('with every column, a row draws those in view; a scroll sideways draws the others under their headers', async ({
  page,
}) => {
  const every =
    'time,type,action,vehicle,vehicleId,device,deviceId,company,companyId,trip,tripId,location,odometer,lat,lng,gpsValid,origin,attributes,created,versions,id';
  await page.goto(`${week}&cols=${every}`);
  await settled(page, 30_000);
  const headers = grid(page).getByRole('columnheader');
  const count = await headers.count();
  expect(count).toBe(21);
  const row = grid(page).getByRole('row').nth(1);
  await expect(row.getByRole('gridcell').first()).toHaveText(/\d/);
  expect(await row.getByRole('gridcell').count()).toBeLessThan(count);

  await grid(page).evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  const idCell = row.locator(`[role="gridcell"][aria-colindex="${count}"]`);
  await expect(idCell).toHaveText(/^\d+$/);
  await expect(async () => {
    const [cell, header] = await Promise.all([idCell.boundingBox(), headers.last().boundingBox()]);
    expect(Math.abs((cell?.x ?? 0) - (header?.x ?? -9))).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 5_000 });
});
