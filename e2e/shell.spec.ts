import { expect, test } from '@playwright/test';

test('opens the app shell in the default region and switches region', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/au\/events$/);
  await expect(page.getByRole('link', { name: 'Fleet Events Explorer' })).toBeVisible();
  const region = page.getByRole('combobox', { name: 'Region' });
  await expect(region).toHaveText('Australia');

  await region.click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(9);
  await expect(page.getByRole('option', { name: /TEST/ })).toContainText('Non-production');
  await page.getByRole('option', { name: /New Zealand/ }).click();

  await expect(page).toHaveURL(/\/nz\/events$/);
  await expect(region).toHaveText('New Zealand');
});

test('non-production regions carry a banner', async ({ page }) => {
  await page.goto('/staging/events');
  await expect(page.getByRole('status')).toContainText('STAGING is a non-production region');
});

test('a broken config.json shows a page naming each problem', async ({ page }) => {
  await page.route('**/config.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ defaultRegion: 'zz', regions: [{ id: 'AU' }] }),
    }),
  );
  await page.goto('/au/events');
  await expect(page.getByRole('heading', { name: 'Fleet Events Explorer cannot start' })).toBeVisible();
  const problems = page.getByRole('list', { name: 'Configuration problems' });
  await expect(problems).toContainText('regions[0].id');
  await expect(problems).toContainText('regions[0].apiBaseUrl');
});

test('an unknown address shows a 404 page with a way back', async ({ page }) => {
  await page.goto('/au/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to events' }).click();
  await expect(page).toHaveURL(/\/au\/events$/);
});
