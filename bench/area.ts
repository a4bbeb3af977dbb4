import type { Page } from '@playwright/test';
import { keyToPainted } from './view-changes.ts';

/** Around Sydney, home of a third of the bench's AU vehicles (the emulator's cities in turn). */
const sydney = '-34.3, 150.6, -33.4, 151.6';

export interface AreaFigures {
  /** From the Enter that applies the typed area to the rows painted, and the same for taking it off. */
  applyMs: number;
  removeMs: number;
  /** The rows shown in the area. */
  rows: number;
}

const shownRows = async (page: Page) =>
  Number(
    (
      /^([\d,]+) of/.exec((await page.getByText(/^[\d,]+ of [\d,]+ events/).textContent()) ?? '')?.[1] ??
      'NaN'
    ).replace(/,/g, ''),
  );

/**
 * The "who was here" area over the loaded week, typed in the open filter bar and applied with Enter, timed
 * to the rows painted (the whole rows stage: the area's scan, the counts, the histogram, the list); then
 * emptied the same way, so the rest of the run sees every row.
 */
export async function areaFilter(page: Page): Promise<AreaFigures> {
  const field = page.getByLabel('Area (south, west, north, east)');
  await field.fill(sydney);
  const applyMs = await keyToPainted(page, 'Enter');
  const rows = await shownRows(page);
  await field.fill('');
  const removeMs = await keyToPainted(page, 'Enter');
  return { applyMs, removeMs, rows };
}
