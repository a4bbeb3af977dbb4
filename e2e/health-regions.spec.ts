import { expect, test, type Page } from '@playwright/test';
import { oneDay, span, wednesday } from './support/calendar';
import { signInDirectly } from './support/session';

const table = (page: Page) => page.getByRole('table', { name: 'Data quality per device' });

/** Every day loaded and checked, then the first row's vehicle id ("Ute 12 (40010012)"). */
async function firstVehicleId(page: Page): Promise<string> {
  await expect(page.getByRole('status').filter({ hasText: /rows from [\d,]+ events/ })).toBeVisible({
    timeout: 75_000,
  });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  const cell = table(page).getByRole('row').nth(1).getByRole('cell').first();
  await expect(cell).toHaveText(/\(\d+\)$/);
  return /\((\d+)\)$/.exec((await cell.textContent()) ?? '')?.[1] ?? '';
}

test('switching region keeps device health, its window and its settings, and shows that region’s vehicles', async ({
  page,
  request,
}) => {
  await signInDirectly(page, request, 'au');
  await signInDirectly(page, request, 'nz');
  const query = `${span(oneDay(wednesday))}&types=&per=vehicle&gap=90`;
  await page.goto(`/au/health?${query}`);
  expect(await firstVehicleId(page)).toMatch(/^4001\d{4}$/);

  await page.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: /New Zealand/ }).click();
  await expect(page).toHaveURL(`/nz/health?${query}`);
  // NZ's main company is 5001: its vehicles are 5001xxxx.
  expect(await firstVehicleId(page)).toMatch(/^5001\d{4}$/);
  await expect(page.getByRole('table', { name: 'Data quality per device' })).toContainText('Vehicle');
});
