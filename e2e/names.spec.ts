import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request } from '@playwright/test';
import { injectFault, resetEmulator, signInWithPassword } from './support/emulator';
import { narrowToOneValidFix } from './support/map';
import { editConfig } from './support/config';
import { oneDay, span, wednesday } from './support/calendar';

// One sign-in for the whole spec: each test reloads the page (a fresh names cache) but keeps the session;
// the emulator and the served config are set afresh before each, so each test passes run alone.
test.describe.configure({ mode: 'serial' });

// A working weekday: its first row is a vehicle on the road, whatever the hour of the run. The mode in the
// URL: the page otherwise opens in the mode last chosen (the map, after the first test).
const aWorkingDay = `/au/events?types=ignition,driver&${span(oneDay(wednesday))}&mode=table`;
let page: Page;

const grid = () => page.getByRole('grid', { name: 'Events' });
/** The first row's vehicle filter button, whose title is "Only vehicle <name · registration> (<id>)". */
const firstVehicleFilter = () =>
  grid()
    .getByRole('row')
    .nth(1)
    .getByTitle(/^Only vehicle /);
/** The first row's vehicle cell: the name, or the id while there is none (a click on it opens the event). */
const firstVehicle = () =>
  grid()
    .getByRole('row')
    .nth(1)
    .getByRole('gridcell')
    .filter({ has: page.getByTitle(/^Only vehicle /) });

async function vehicleOfFirstRow(): Promise<{ name: string; id: string }> {
  await expect(firstVehicleFilter()).toHaveAttribute('title', /^Only vehicle \D.* \(\d+\)$/);
  const name = (await firstVehicle().textContent()) ?? '';
  const id = /\((\d+)\)$/.exec((await firstVehicleFilter().getAttribute('title')) ?? '')?.[1] ?? '';
  return { name, id };
}

async function download(item: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return readFile((await file.path()) ?? '', 'utf8');
}

test.beforeAll(async ({ browser, request }) => {
  await resetEmulator(request);
  page = await browser.newPage();
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
});

test.beforeEach(async ({ request }) => {
  // No page left open by the test (or the sign-in) before: nothing it still asks for counts in this one.
  await page.goto('about:blank');
  await resetEmulator(request);
  await page.unroute('**/config.json');
});

test.afterAll(async ({ request }) => {
  await page.close();
  await resetEmulator(request);
});

test('names from the API show in the table, exports, a map popup and the detail; a name filters', async () => {
  await page.goto(aWorkingDay);
  const vehicle = await vehicleOfFirstRow();
  expect(vehicle.name).toMatch(/^\D.* \d+$/); // "Ute 12", "Prime Mover 3"

  const csv = (await download(/CSV/)).split(/\r?\n/);
  expect(csv[0]).toMatch(/^Time \([^)]+\),Type,Action,Vehicle id,Vehicle name,Trip id,Trip name,Location/);
  expect(csv[1]).toContain(`,${vehicle.id},${vehicle.name},`);
  const json = JSON.parse(await download(/JSON/)) as { vehicleId?: number; names?: unknown }[];
  expect(json[0]).toMatchObject({
    vehicleId: Number(vehicle.id),
    names: { vehicle: { name: vehicle.name } },
  });

  // One event on the map: its popup names the vehicle, and its link opens the detail, which names it too.
  const event = await narrowToOneValidFix(page);
  const shown = await vehicleOfFirstRow();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  await map.scrollIntoViewIfNeeded();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const popup = page.locator('.maplibregl-popup');
  await expect(popup).toContainText(new RegExp(`vehicle ${shown.name} · .+ \\(${shown.id}\\)`));
  await popup.getByRole('link', { name: new RegExp(`#${event}$`) }).click();
  await expect(page.getByRole('region', { name: 'Fields' })).toContainText(
    new RegExp(`Vehicle${shown.name} · .+ · ${shown.id}`),
  );

  // Typing the vehicle's name in the filter narrows the events to it, by id in the URL.
  await page.goto(aWorkingDay);
  const wanted = await vehicleOfFirstRow();
  await page.getByRole('button', { name: 'Edit filters' }).click();
  const filter = page.getByRole('combobox', { name: 'Vehicles' });
  await filter.fill(wanted.name);
  await filter.press('Enter');
  await expect(page).toHaveURL(new RegExp(`vehicleIds=${wanted.id}(&|$)`));
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByRole('button', { name: wanted.name })).toBeVisible();
  const vehicles = grid()
    .getByRole('gridcell')
    .filter({ has: page.getByTitle(/^Only vehicle /) });
  await expect.poll(async () => [...new Set(await vehicles.allTextContents())]).toEqual([wanted.name]);
});

test('when the names cannot be loaded the ids stay, and one notice says why', async ({ request }) => {
  for (const path of ['/v1/vehicles', '/v1/devices', '/v1/companies', '/v1/trips'])
    await injectFault(request, {
      region: 'au',
      path,
      errorStatus: 403,
      message: 'Names are not for this key',
    });
  await page.goto(aWorkingDay);
  const notice = page.getByRole('alert').filter({ hasText: 'Names could not be loaded' });
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Names are not for this key');
  await expect(firstVehicle()).toHaveText(/^\d+$/);
});

test('names imported from a CSV show where the region has no endpoints', async () => {
  // This region's config without entity endpoints: names can only come from an import.
  await editConfig(page, (config) => {
    for (const region of config.regions) delete region.entities;
  });
  const entityCalls: string[] = [];
  const onRequest = (sent: Request) => {
    if (/\/v1\/(vehicles|devices|companies|trips)/.test(sent.url())) entityCalls.push(sent.url());
  };
  page.on('request', onRequest);
  await page.goto(aWorkingDay);
  await expect(firstVehicle()).toHaveText(/^\d+$/);
  const id = (await firstVehicle().textContent()) ?? '';

  await page.getByRole('button', { name: 'Names for ids' }).click();
  const dialog = page.getByRole('dialog', { name: /Names for ids/ });
  await dialog.getByLabel('CSV file of names').setInputFiles({
    name: 'names.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`kind,id,name\nvehicle,${id},Imported Ute\n`),
  });
  await expect(dialog).toContainText('1 vehicle');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(firstVehicle()).toHaveText('Imported Ute');
  await expect(firstVehicleFilter()).toHaveAttribute('title', `Only vehicle Imported Ute (${id})`);
  await expect(firstVehicleFilter()).toHaveAccessibleName('Filter by Imported Ute');
  expect(entityCalls).toEqual([]);
  page.off('request', onRequest);
});
