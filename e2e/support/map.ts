import { expect, type Page } from '@playwright/test';

/**
 * Narrows the table to one event with a valid fix (by searching its id) and returns the id: a map opened
 * then fits to that one point, so it sits at the centre.
 */
export async function narrowToOneValidFix(page: Page): Promise<string> {
  const rows = page.getByRole('grid', { name: 'Events' }).getByRole('row');
  let id = '';
  for (let i = 1; i < 10 && !id; i += 1) {
    const cells = rows.nth(i).getByRole('gridcell');
    if ((await cells.nth(7).textContent()) === 'yes') id = (await cells.last().textContent()) ?? '';
  }
  expect(id).not.toBe('');
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await expect(page.getByText(/^1 of [\d,]+ events/)).toBeVisible();
  return id;
}
