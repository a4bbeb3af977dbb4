import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { baselineOut, buildBaselinePage, contentTypeOf } from './baseline-page.ts';
import { allowKeptNames, scrollFrames } from './measure.ts';

const out = baselineOut('bare-list');
const origin = 'http://bare-list.bench';

/** Builds the bare list page once per bench run. */
export const buildBareList = () => buildBaselinePage('bare-list');

/**
 * Scrolls the same rows (the app's CSV export of them) in the bare list, in a page of the same context
 * (same browser, same viewport): frames and dropped frames, as for the app's table.
 */
export async function scrollBareList(
  context: BrowserContext,
  csv: string,
  widths: number[],
): Promise<{ frames: number; dropped: number }> {
  const lines = csv.trim().split(/\r?\n/);
  const count = lines.length - 1;
  const sample = lines.slice(0, 20_001).join('\n');
  const page = await context.newPage();
  await allowKeptNames(page);
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/rows.csv') return route.fulfill({ body: sample, contentType: 'text/csv' });
    const file = join(out, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    await route.fulfill({
      body: readFileSync(file),
      contentType: contentTypeOf(file),
    });
  });
  await page.goto(`${origin}/`);
  // The page reads the CSV itself (half a million rows sent in as arrays ran the runner out of memory), and
  // only its first rows: the whole text of 500k rows crashed the tab. The list repeats them to the count.
  await page.evaluate(([w, n]) => window.showCsv('/rows.csv', w, n), [widths, count] as const);
  await page.waitForSelector('[role="row"]');
  const figures = await scrollFrames(page);
  await page.close();
  return figures;
}
