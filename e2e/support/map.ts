import { expect, type Page } from '@playwright/test';
import { cellUnder } from './rows';

/**
 * Narrows the table to one event with a valid fix (by searching its id) and returns the id: a map opened
 * then fits to that one point, so it sits at the centre.
 */
export async function narrowToOneValidFix(page: Page): Promise<string> {
  const grid = page.getByRole('grid', { name: 'Events' });
  const rows = grid.getByRole('row');
  let id = '';
  for (let i = 1; i < 10 && !id; i += 1) {
    const row = rows.nth(i);
    const valid = await (await cellUnder(grid, row, 'GPS valid')).textContent();
    if (valid === 'yes') id = (await (await cellUnder(grid, row, /^Id\b/)).textContent()) ?? '';
  }
  expect(id).not.toBe('');
  await page.getByRole('searchbox', { name: 'Search' }).fill(id);
  await expect(page.getByText(/^1 of [\d,]+ events/)).toBeVisible();
  return id;
}
