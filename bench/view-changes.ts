import type { Page } from '@playwright/test';

/**
 * View changes timed in the page: from the input event's own timestamp (a click or a key press, as the
 * browser stamped it) to the app's 'rows-painted' mark, which it sets after the browser painted the new
 * rows. Nothing depends on how long Playwright takes to deliver the input.
 */
async function armInput(page: Page, type: 'click' | 'keydown'): Promise<void> {
  await page.evaluate((eventType) => {
    const w = window as unknown as { __inputAt: number };
    w.__inputAt = Number.NaN;
    document.addEventListener(eventType, (event) => (w.__inputAt = event.timeStamp), {
      once: true,
      capture: true,
    });
  }, type);
}

async function untilRowsPainted(page: Page, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    (timeout) =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { __inputAt: number };
        const deadline = performance.now() + timeout;
        const check = () => {
          const after = performance
            .getEntriesByName('rows-painted', 'mark')
            .find((mark) => mark.startTime > w.__inputAt);
          if (after) resolve(after.startTime - w.__inputAt);
          else if (performance.now() > deadline) resolve(Number.NaN);
          else requestAnimationFrame(check);
        };
        check();
      }),
    timeoutMs,
  );
}

export async function clickToPainted(page: Page, click: () => Promise<void>): Promise<number> {
  await armInput(page, 'click');
  await click();
  return untilRowsPainted(page);
}

export async function keyToPainted(page: Page, key: string): Promise<number> {
  await armInput(page, 'keydown');
  await page.keyboard.press(key);
  return untilRowsPainted(page);
}

/** Every column the table can show, so every sortable one has a header to click. */
export const allColumns = [
  'time,type,action,vehicle,vehicleId,device,deviceId,company,companyId,trip,tripId,location,odometer',
  'lat,lng,gpsValid,origin,attributes,created,id,versions',
].join(',');

/**
 * A header clicked as a user would: scrolled to first, and clicked two frames later. Playwright's own scroll
 * comes with its click, and the browser fires that scroll's event (the columns now in view drawn) after the
 * click, in the frame that answers it: a column off to the side would count the sideways scroll's work as
 * its sort's.
 */
async function clickHeader(page: Page, label: string): Promise<void> {
  const button = page.getByRole('grid', { name: 'Events' }).getByRole('button', { name: label, exact: true });
  await button.scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await button.click();
}

/** A sort by each sortable column, clicked once each from the default order: ms per column. */
export async function sortEveryColumn(page: Page): Promise<Record<string, number>> {
  const grid = page.getByRole('grid', { name: 'Events' });
  const labels = await grid.locator('[role="columnheader"] button.events-sort').allTextContents();
  const times: Record<string, number> = {};
  for (const label of labels) times[label] = await clickToPainted(page, () => clickHeader(page, label));
  // Back to newest first, so what follows starts from the default order.
  await clickHeader(page, 'Time');
  await clickHeader(page, 'Time');
  return times;
}

const summaryCount = async (page: Page) =>
  Number(
    ((await page.getByText(/^[\d,]+ of [\d,]+ events/).textContent()) ?? '')
      .split(' of ')[0]
      ?.replace(/,/g, ''),
  );

async function clearSearch(page: Page, total: number): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByText(new RegExp(`^${total.toLocaleString('en-US')} of`)).waitFor();
}

/** Of the candidates, the term whose share of the rows is closest to `share`, and that share. */
export async function termWithShare(
  page: Page,
  candidates: readonly string[],
  share: number,
  total: number,
): Promise<{ term: string; share: number }> {
  let best = { term: candidates[0] ?? '', share: Number.NaN };
  for (const term of candidates) {
    await page.getByRole('searchbox', { name: 'Search' }).fill(term);
    await page.waitForFunction((t) => new URLSearchParams(location.search).get('q') === t, term);
    await page.waitForTimeout(200);
    const found = (await summaryCount(page)) / total;
    if (Number.isNaN(best.share) || Math.abs(found - share) < Math.abs(best.share - share))
      best = { term, share: Math.round(found * 1000) / 1000 };
  }
  await clearSearch(page, total);
  return best;
}

/** Types `term` from an empty search, one key at a time: ms per keystroke, to the painted table. */
export async function typeTerm(page: Page, term: string, total: number): Promise<number[]> {
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  const times: number[] = [];
  for (const key of term) times.push(await keyToPainted(page, key));
  await clearSearch(page, total);
  return times;
}
