import type { Page } from '@playwright/test';
import { longest, resetLongest } from './measure.ts';

export interface HealthFigures {
  /** From the click on "Device health" (the week loaded) to its table painted (`health-painted`). */
  ms: number;
  /** The longest main-thread task meanwhile. */
  longestTaskMs: number;
  devices: number;
}

/**
 * Issue 41: the device health page over the loaded week. The app bar's link opens it with the same
 * filters, so its days come from the query cache and the figure is the checks over every event and the
 * table's first paint. Timed from the click's own timestamp to the app's 'health-painted' mark; then back.
 */
export async function measureHealth(page: Page): Promise<HealthFigures> {
  await resetLongest(page);
  await page.evaluate(() => {
    const w = window as unknown as { __inputAt: number };
    w.__inputAt = Number.NaN;
    document.addEventListener('click', (event) => (w.__inputAt = event.timeStamp), {
      once: true,
      capture: true,
    });
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Device health' }).click();
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { __inputAt: number };
        const deadline = performance.now() + 60_000;
        const check = () => {
          const mark = performance
            .getEntriesByName('health-painted', 'mark')
            .find((m) => m.startTime > w.__inputAt);
          if (mark) resolve(mark.startTime - w.__inputAt);
          else if (performance.now() > deadline) resolve(Number.NaN);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  const longestTaskMs = await longest(page);
  const rows = await page
    .getByRole('table', { name: 'Data quality per device' })
    .getAttribute('aria-rowcount');
  await page.goBack();
  await page.getByRole('grid', { name: 'Events' }).waitFor();
  return { ms, longestTaskMs, devices: Number(rows ?? 1) - 1 };
}
