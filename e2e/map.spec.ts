import { expect, test } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { narrowToOneValidFix } from './support/map';

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

  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const id = await narrowToOneValidFix(page);
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
