import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { resetEmulator, setDialect } from './support/emulator';
import { signInDirectly } from './support/session';
import { settled, summary } from './support/hostile';
import { inFirstCell } from './support/rows';
import { span, workingWeek } from './support/calendar';

/** A whole working week of every type: what the core walk loads in each dialect. */
const week = `/qa/events?types=&${span(workingWeek)}`;
const shownCount = async (page: Page) =>
  Number(((await summary(page).textContent()) ?? '').split(' of ')[0]?.replace(/,/g, ''));
const howRead = (page: Page) => page.getByLabel('How the events were read');

/** The week as the standard dialect gives it: how many events each other dialect must show too. */
async function standardCountOf(page: Page): Promise<number> {
  await page.goto(week);
  await settled(page, 40_000);
  const count = await shownCount(page);
  expect(count).toBeGreaterThan(1000);
  return count;
}

// Each test from the standard dialect; the last one's dialect is undone for the specs after this one.
test.beforeEach(async ({ request }) => resetEmulator(request));
test.afterAll(async ({ request }) => resetEmulator(request));

test('an API that writes null for absent fields, numbers as text and typed attributes: every event shows', async ({
  page,
  request,
}) => {
  test.slow(); // three times the default: the longest loads of the suite
  await signInDirectly(page, request, 'qa');
  const standardCount = await standardCountOf(page);
  await expect(howRead(page)).toHaveCount(0);

  await setDialect(request, 'qa', 'jackson');
  await page.reload();
  await settled(page, 40_000);
  // The same events as the standard dialect, none lost to a null or a number sent as text.
  expect(await shownCount(page)).toBe(standardCount);
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  // The status line says it in a few words; its details, how.
  const status = page.getByRole('region', { name: 'About this load' });
  await expect(status).toContainText('notes on how fields were read');
  await status.getByRole('button', { name: 'Details' }).click();
  await expect(howRead(page)).toContainText(
    /Read leniently \(numbers as text, typed attributes\): .*odometer/,
  );
  await expect(howRead(page)).toContainText(/Sent as null, read as absent: .*tripId/);

  // The export carries every event shown.
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /CSV/ }).click(),
  ]);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(standardCount + 1);
  // Gone from the page, not only hidden: the menu's fading backdrop would take the next click.
  await expect(page.locator('[role="menu"]')).toHaveCount(0);

  // Detail: attributes keep the JSON type they were sent as; the raw JSON is what was sent, text and all.
  await page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1).click(inFirstCell);
  await expect(page.getByRole('table', { name: 'Attributes' })).toContainText('number');
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toContainText(/"vehicleId": "\d+"/);
  await page.goBack();
  await settled(page, 40_000);

  // The map draws the fixes, numbers-as-text coordinates included.
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByText(/[\d,]+ fixes on the map/)).toBeVisible();
  const fixes = Number(
    ((await page.getByText(/[\d,]+ fixes on the map/).textContent()) ?? '').replace(/,/g, '').split(' ')[0],
  );
  expect(fixes).toBeGreaterThan(standardCount * 0.8);
  await page.getByRole('button', { name: 'Table', exact: true }).click();
});

test('an API that sends times in seconds: the page says so, and shows them when asked', async ({
  page,
  request,
}) => {
  test.slow(); // the week twice: in the standard dialect, then in seconds
  await signInDirectly(page, request, 'qa');
  const standardCount = await standardCountOf(page);
  await setDialect(request, 'qa', 'seconds');
  await page.reload();
  await settled(page, 40_000);
  // One status line says it in a few words; its details say why.
  const status = page.getByRole('region', { name: 'About this load' });
  await expect(status).toContainText('events from outside the window');
  await status.getByRole('button', { name: 'Details' }).click();
  await expect(status).toContainText('read as seconds, not milliseconds');
  await expect(page.getByText(/No events shown/)).toBeVisible();
  await status.getByRole('button', { name: 'Show them anyway' }).click();
  await expect.poll(() => shownCount(page)).toBe(standardCount);
});
