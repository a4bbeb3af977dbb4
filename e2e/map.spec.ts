import { expect, test } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request);
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
});

test('the map shows clusters of the current view; a point opens a popup whose link opens the detail', async ({
  page,
}, testInfo) => {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  await expect(page.getByText(/[\d,]+ fixes on the map/)).toBeVisible();
  await expect.poll(async () => Number(await map.getAttribute('data-rendered-clusters'))).toBeGreaterThan(0);
  await testInfo.attach('map', { body: await map.screenshot(), contentType: 'image/png' });

  // Narrow the view to one event with a valid fix: the map fits to it, so it sits at the centre.
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const rows = page.getByRole('grid', { name: 'Events' }).getByRole('row');
  let id = '';
  for (let i = 1; i < 10 && !id; i += 1) {
    const cells = rows.nth(i).getByRole('gridcell');
    if ((await cells.nth(7).textContent()) === 'yes') id = (await cells.last().textContent()) ?? '';
  }
  expect(id).not.toBe('');
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await expect(page.getByText(/^1 of [\d,]+ events/)).toBeVisible();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  await expect(page.getByText(/^1 fix on the map/)).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const link = page.locator('.maplibregl-popup').getByRole('link', { name: new RegExp(`#${id}$`) });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/au/events/\\w+/${id}\\?at=\\d+$`));
  await expect(page.getByRole('region', { name: 'Fields' })).toContainText(`Event id${id}`);
});

test('a filter change updates the points', async ({ page }) => {
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  const fixes = page.getByText(/[\d,]+ fixes on the map/);
  const before = (await fixes.textContent()) ?? '';
  await page.getByLabel('Vehicle ids').fill('40010001');
  await page.getByLabel('Vehicle ids').press('Enter');
  await expect(fixes).not.toHaveText(before);
});
