import { expect, test, type APIRequestContext } from '@playwright/test';
import { companyKey, emulatorUrl, resetEmulator } from './support/emulator';
import { oneDay, span, wednesday } from './support/calendar';
import { narrowToOneValidFix } from './support/map';
import { signInDirectly } from './support/session';
import { editConfig } from './support/config';

/** A working weekday of the default types: the whole fleet on the road, thousands of fixes around AU's cities. */
const aWorkingDay = `/au/events?${span(oneDay(wednesday))}`;

/** How many of a vehicle's events of `wednesday` (ignition and driver) carry a valid fix, by the API itself. */
async function validFixesOf(request: APIRequestContext, vehicle: number): Promise<number> {
  const key = await companyKey(request, 'au');
  let valid = 0;
  for (const type of ['ignition', 'driver']) {
    const response = await request.get(
      `${emulatorUrl}/au/v1/events/${type}?from=${wednesday}&vehicleIds=${vehicle}`,
      { headers: { Authorization: `Bearer ${key}` } },
    );
    const events = (await response.json()) as { GPS?: { valid?: boolean } }[];
    valid += events.filter((event) => event.GPS?.valid === true).length;
  }
  return valid;
}

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request);
  const title = test.info().title;
  if (title.includes('configured map')) {
    // A remote base map that is not there (the style request fails), or whose style loads but whose tiles
    // do not (like an unreachable tile server).
    const styleUrl = `${emulatorUrl}/${title.includes('tiles') ? 'bad-tiles' : 'no-such'}-style.json`;
    await editConfig(page, (config) => {
      config.map = { styles: [{ id: 'remote', label: 'Streets', url: styleUrl }], defaultStyle: 'remote' };
    });
    await page.route(`${emulatorUrl}/bad-tiles-style.json`, (route) =>
      route.fulfill({
        json: {
          version: 8,
          sources: {
            streets: { type: 'vector', tiles: [`${emulatorUrl}/no-tiles/{z}/{x}/{y}.pbf`], maxzoom: 6 },
          },
          layers: [
            { id: 'paper', type: 'background', paint: { 'background-color': '#eeeeee' } },
            { id: 'roads', type: 'line', source: 'streets', 'source-layer': 'roads' },
          ],
        },
      }),
    );
  }
  await signInDirectly(page, request);
  await page.goto(aWorkingDay);
});

test('the map shows clusters of the current view; a point opens a popup whose link opens the detail', async ({
  page,
}, testInfo) => {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  await expect(page.getByText(/[\d,]+ fixes on the map/)).toBeVisible();
  await expect.poll(async () => Number(await map.getAttribute('data-rendered-clusters'))).toBeGreaterThan(0);
  // The offline base map names places, with the fonts the app ships: the region describes the labels drawn.
  await expect(map).toHaveAccessibleDescription(/^Places on the map: .*\bSydney\b/);
  await testInfo.attach('map', { body: await map.screenshot(), contentType: 'image/png' });

  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const id = await narrowToOneValidFix(page);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  await expect(page.getByText(/^1 fix on the map/)).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const link = page.locator('.maplibregl-popup').getByRole('link', { name: new RegExp(`#${id}$`) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/au/events/\\w+/${id}\\?at=\\d+$`));
  await expect(page.getByRole('region', { name: 'Fields' })).toContainText(`Event id${id}`);
});

test('a filter change updates the points', async ({ page, request }) => {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  const fixes = page.getByText(/^[\d,]+ fix(es)? on the map/);
  await expect(fixes).toBeVisible();
  const before = (await fixes.textContent()) ?? '';
  // The vehicle's own fixes of the day: what the map must come to show, not merely something else.
  const expected = await validFixesOf(request, 40010001);
  expect(expected).toBeGreaterThan(1);
  // Above the map the filters are folded to chips until asked for.
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await page.getByRole('combobox', { name: 'Vehicles' }).fill('40010001');
  await page.getByRole('combobox', { name: 'Vehicles' }).press('Enter');
  await expect(fixes).toHaveText(new RegExp(`^${expected.toLocaleString('en')} fixes on the map`));
  expect(before).not.toMatch(new RegExp(`^${expected.toLocaleString('en')} fixes`));
  await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText(
    /Vehicles: (.+ \()?40010001/,
  );
});

test('a search redraws the points: the map follows the rows after they paint', async ({ page }) => {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  const drawn = async () =>
    Number(await map.getAttribute('data-rendered-clusters')) +
    Number(await map.getAttribute('data-rendered-points'));
  await expect.poll(drawn).toBeGreaterThan(0);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('no event says this');
  await expect(page.getByText(/^0 fixes on the map/)).toBeVisible();
  // What MapLibre draws, read when it is idle: the source was given the new rows, not only the text.
  await expect.poll(drawn).toBe(0);
  await search.fill('');
  await expect.poll(drawn).toBeGreaterThan(0);
});

test('clicking a cluster zooms in on its fixes', async ({ page }) => {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  await expect(map).toHaveAttribute('data-biggest-cluster', /^\d+,\d+$/);
  const zoom = Number(await map.getAttribute('data-zoom'));
  const [x = 0, y = 0] = ((await map.getAttribute('data-biggest-cluster')) ?? '').split(',').map(Number);
  await map.click({ position: { x, y } });
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(zoom + 0.9);
  await expect(map).toHaveAttribute('data-map-state', 'idle');
});

for (const what of ['cannot be loaded', 'whose tiles fail']) {
  test(`a configured map that ${what} falls back to the offline map, with the fixes`, async ({ page }) => {
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const map = page.getByRole('region', { name: 'Map of events' });
    await expect(
      page.getByText('The configured map could not be loaded; showing the offline map.'),
    ).toBeVisible();
    await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
    await expect
      .poll(async () => Number(await map.getAttribute('data-rendered-clusters')))
      .toBeGreaterThan(0);
  });
}

test("a pointer over the Map button starts loading the map's code before the click", async ({ page }) => {
  await expect(page.getByRole('grid', { name: 'Events' })).toBeVisible();
  const mapCode = () =>
    page.evaluate(
      () =>
        performance.getEntriesByType('resource').filter((entry) => /\/map-view-[^/]*\.js$/.test(entry.name))
          .length,
    );
  expect(await mapCode()).toBe(0);
  await page.getByRole('button', { name: 'Map', exact: true }).hover();
  await expect.poll(mapCode).toBeGreaterThan(0);
});
