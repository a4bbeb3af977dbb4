import type { Locator, Page } from '@playwright/test';

/**
 * How the events were read: the status line's "Details", opened (the line itself says it in a few words).
 * Call once the notes are there: the line shows only when it has something to say.
 */
export async function openReadReport(page: Page): Promise<Locator> {
  await page
    .getByRole('region', { name: 'About this load' })
    .getByRole('button', { name: 'Details' })
    .click();
  return page.getByLabel('How the events were read');
}
