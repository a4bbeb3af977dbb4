import { expect, test, type Page } from '@playwright/test';
import { createDayStore } from '../emulator/fleet-data/day-store.ts';
import { cities } from '../emulator/geography/cities.ts';
import { buildRegionNames } from '../emulator/names/name-catalog.ts';
import { regionById } from '../emulator/region-list.ts';
import { usersOf } from '../emulator/users.ts';
import { readFile } from 'node:fs/promises';
import { oneDay, span, wednesday, workingWeek } from './support/calendar';
import { settled } from './support/hostile';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { inFirstCell } from './support/rows';

// The emulator's own lists, built as it builds them (its default seed and fleet size, as the e2e emulator
// runs): what the page must never show while presenter mode is on. Imported, so the test cannot drift.
const region = regionById('au');
if (!region) throw new Error('no AU region in the emulator');
const names = buildRegionNames(
  region,
  createDayStore({ seed: 'fleet-events', vehicles: 40 }),
  'fleet-events',
);
const forbidden = [
  ...[...names.vehicles.values()].flatMap((vehicle) => [vehicle.name, vehicle.registration]),
  ...[...names.devices.values()].flatMap((device) => [device.name, device.driver, device.serial]),
  ...[...names.companies.values()].map((company) => company.name),
  ...Object.values(cities).flatMap((city) => city.streets),
  ...usersOf(region).flatMap((user) => [`${user.firstName} ${user.lastName}`, user.email]),
];
// "Ute 1" is in "Ute 12" too: a name is found only where no digit follows it.
const leaks = (text: string) =>
  forbidden.filter((value) =>
    new RegExp(`${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\d)`).test(text),
  );

/** Everything the page shows or keeps where a person or a copy reaches it. */
async function pageTexts(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes].map((attribute) => attribute.value),
    );
    const values = [...document.querySelectorAll('input, textarea')].map(
      (element) => (element as HTMLInputElement).value,
    );
    return [document.title, document.body.innerText, ...attributes, ...values].join('\n');
  });
}

async function expectNoLeaks(page: Page, where: string): Promise<void> {
  expect(leaks(await pageTexts(page)), `${where}: real values on the page`).toEqual([]);
}

const aWorkingDay = `/au/events?types=ignition,driver&${span(oneDay(wednesday))}`;
/** The Wednesday's morning peak in Sydney (AEDT), as a compared range. */
const morning = `${Date.parse(`${wednesday}T05:00:00+11:00`)},${Date.parse(`${wednesday}T08:30:00+11:00`)}`;
/** AU's first two vehicles of the main company (emulator/README.md), replayed over the working week. */
const fleetReplay = `/au/events?${span(workingWeek)}&types=&vehicleIds=40010001,40010002&mode=both&replay=vehicles:40010001,40010002`;
const grid = (page: Page) => page.getByRole('grid', { name: 'Events' });

/** What the page last copied (the app's Permissions-Policy forbids reading the clipboard: the test keeps it). */
async function clipboard(page: Page): Promise<string> {
  const copied = await page.evaluate(() => sessionStorage.getItem('e2e-copied'));
  expect(copied, 'something was copied').not.toBeNull();
  await page.evaluate(() => sessionStorage.removeItem('e2e-copied'));
  return copied ?? '';
}

async function download(page: Page, item: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return readFile((await file.path()) ?? '', 'utf8');
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request);
});

test('presenter mode shows no real name, plate, street or email on any page, and off shows them again', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-write']);
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      sessionStorage.setItem('e2e-copied', text);
      await write(text);
    };
  });
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await page.keyboard.press('Alt+Shift+P');
  await expect(page.getByRole('status', { name: 'Presenter mode' })).toBeVisible();

  // The events table: names are pseudonyms.
  await page.goto(`${aWorkingDay}&mode=table`);
  await settled(page, 60_000);
  await expect(
    grid(page)
      .getByText(/^Vehicle \d+$/)
      .first(),
  ).toBeVisible();
  await expectNoLeaks(page, 'events table');

  // Search works on what is shown: a real name finds nothing, a pseudonym finds its events.
  const realName = names.vehicles.values().next().value?.name ?? '';
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(realName);
  await expect(page.getByText(/^No events shown/)).toBeVisible();
  await search.fill('vehicle');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await search.fill('');

  // Top values and the value filters they add: the labels and chips are masked, and a link copied with a
  // location filter on leaves it out (the URL holds the real address).
  for (const column of ['Vehicle', 'Location']) {
    await grid(page)
      .getByRole('button', { name: `Top values of ${column}` })
      .click();
    const menu = page.getByRole('dialog', { name: `${column}: top values` });
    const first = menu.getByRole('row').nth(1);
    await expect(first).toBeVisible();
    await expectNoLeaks(page, `top values of ${column}`);
    const label = (await first.getByRole('cell').first().textContent()) ?? '';
    await first.getByRole('button', { name: `Include ${label}` }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByText(`${column} is ${label}`, { exact: true }).first()).toBeVisible();
    await expectNoLeaks(page, `filtered by a ${column.toLowerCase()}`);
  }
  await page.getByRole('button', { name: 'Copy link' }).first().click();
  const link = await clipboard(page);
  expect(leaks(link), 'the copied link').toEqual([]);
  expect(new URL(link).searchParams.has('in.location')).toBe(false);
  await page.goto(`${aWorkingDay}&mode=table`);
  await settled(page, 60_000);

  // Exports and the copied link.
  expect(leaks(await download(page, /CSV/)), 'the CSV export').toEqual([]);
  expect(leaks(await download(page, /JSON/)), 'the JSON export').toEqual([]);
  await page.getByRole('button', { name: 'Copy link' }).first().click();
  expect(leaks(await clipboard(page)), 'the copied link').toEqual([]);

  // Table and map together, the comparison of the morning with the rest, and the period before.
  await page.goto(`${aWorkingDay}&mode=both`);
  await settled(page, 60_000);
  await expectNoLeaks(page, 'table and map');
  await page.goto(`${aWorkingDay}&mode=table&compare=${morning}`);
  await expect(page.getByRole('region', { name: 'Compare' }).getByRole('table').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page
      .getByRole('region', { name: 'Compare' })
      .getByText(/^Vehicle \d+$/)
      .first(),
  ).toBeVisible();
  await expectNoLeaks(page, 'compare');
  await page.goto(`${aWorkingDay}&mode=table&vs=previous`);
  await expect(page.getByRole('list', { name: 'Histogram legend' })).toContainText('Previous period', {
    timeout: 60_000,
  });
  await expectNoLeaks(page, 'period over period');

  // A fleet replay: its legend and lanes name the vehicles.
  await page.goto(fleetReplay);
  await expect(page.getByRole('region', { name: 'Replay' })).toBeVisible({ timeout: 60_000 });
  await expect(
    page
      .getByRole('region', { name: 'Replay' })
      .getByText(/Vehicle \d+/)
      .first(),
  ).toBeVisible();
  await expectNoLeaks(page, 'replay');

  // The event's detail, its raw JSON, and what its copy buttons copy.
  await page.goto(`${aWorkingDay}&mode=table`);
  await grid(page).getByRole('row').nth(1).click(inFirstCell);
  await expect(page).toHaveURL(/\/au\/events\/(ignition|driver)\/\d+\?at=\d+/);
  const [, type = '', id = ''] = /\/events\/(\w+)\/(\d+)/.exec(page.url()) ?? [];
  await expect(page.getByText(/Presenter mode: this is the event as the page shows it/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fields' })).toContainText(/Vehicle \d+/);
  await expectNoLeaks(page, 'event detail');
  for (const button of ['Copy for a ticket', 'Copy JSON', 'Copy link']) {
    await page.getByRole('button', { name: button }).first().click();
    expect(leaks(await clipboard(page)), `${button} on the detail`).toEqual([]);
  }

  // Held for the tab: a reload, and another region (its sign-in page), keep it on.
  await page.reload();
  await expect(page.getByRole('status', { name: 'Presenter mode' })).toBeVisible();
  await page.goto('/nz/events');
  await expect(page).toHaveURL(/\/nz\/sign-in/);
  await expect(page.getByRole('status', { name: 'Presenter mode' })).toBeVisible();

  // The lookup of the same event, and device health.
  await page.goto(`/au/lookup?type=${type}&id=${id}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText(/Presenter mode: this is the event|Vehicle \d+/).first()).toBeVisible({
    timeout: 60_000,
  });
  await expectNoLeaks(page, 'lookup');
  await page.goto(`/au/health?${span(oneDay(wednesday))}`);
  await expect(page.getByText(/^Device \d+$/).first()).toBeVisible({ timeout: 60_000 });
  await expectNoLeaks(page, 'device health');

  // The region's home: its cards name devices and vehicles too.
  await page.goto('/au');
  await expect(
    page
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('table', { name: 'Devices to look at, last seven days' }),
  ).toBeVisible({ timeout: 120_000 });
  await expectNoLeaks(page, 'home');

  // Turned off: the real names come back, with no reload.
  await page.goto(`${aWorkingDay}&mode=table`);
  await expect(
    grid(page)
      .getByText(/^Vehicle \d+$/)
      .first(),
  ).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => ((window as unknown as { sameDocument: number }).sameDocument = 1));
  await page.keyboard.press('Alt+Shift+P');
  await expect(page.getByRole('status', { name: 'Presenter mode' })).toHaveCount(0);
  await expect.poll(async () => leaks(await pageTexts(page)).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: number }).sameDocument)).toBe(1);
});
