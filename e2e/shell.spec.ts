import { expect, test } from '@playwright/test';

test('opens the app shell in the default region and switches region', async ({ page }) => {
  await page.goto('/');
  // Signed out, the default region's home asks for sign-in and remembers where it was going.
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=%2Fau$/);
  await expect(page.getByRole('link', { name: 'Fleet Events Explorer' })).toBeVisible();
  const region = page.getByRole('combobox', { name: 'Region' });
  await expect(region).toHaveText('Australia');

  await region.click();
  const options = page.getByRole('option');
  await expect(options).toHaveCount(9);
  await expect(page.getByRole('option', { name: /TEST/ })).toContainText('Non-production');
  await page.getByRole('option', { name: /New Zealand/ }).click();

  await expect(page).toHaveURL(/\/nz\/sign-in\?returnTo=%2Fnz%2Fevents$/);
  await expect(region).toHaveText('New Zealand');
  await expect(page.getByRole('heading', { name: 'Sign in to New Zealand' })).toBeVisible();
});

test('non-production regions carry a banner', async ({ page }) => {
  await page.goto('/staging/events');
  await expect(page.getByText('STAGING is a non-production region')).toBeVisible();
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
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/au\/sign-in\?returnTo=%2Fau$/);
});
