import type { Page } from '@playwright/test';
import { longest, resetLongest } from './measure.ts';

export interface CompareFigures {
  /** From the Enter that asks for the comparison to the panel painted with its ranking (`compare-painted`). */
  ms: number;
  /** The longest main-thread task meanwhile. */
  longestTaskMs: number;
}

/**
 * Issue 42: a comparison of a day of the loaded week with the rest of it, over every row. The histogram's
 * brush is set to Compare and moved by keyboard to the week's middle day's bars; Enter is timed from its
 * own timestamp to the app's 'compare-painted' mark, then the panel is closed.
 */
export async function measureCompare(page: Page): Promise<CompareFigures> {
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const chart = page.getByRole('group', { name: 'Events over time' });
  await chart.focus();
  // 2-hour bars over a week: 36 bars on is the third day, 12 more its whole.
  for (let i = 0; i < 36; i += 1) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 11; i += 1) await page.keyboard.press('Shift+ArrowRight');
  await resetLongest(page);
  await page.evaluate(() => {
    const w = window as unknown as { __inputAt: number };
    w.__inputAt = Number.NaN;
    document.addEventListener('keydown', (event) => (w.__inputAt = event.timeStamp), {
      once: true,
      capture: true,
    });
  });
  await page.keyboard.press('Enter');
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const w = window as unknown as { __inputAt: number };
        const deadline = performance.now() + 30_000;
        const check = () => {
          const mark = performance
            .getEntriesByName('compare-painted', 'mark')
            .find((m) => m.startTime > w.__inputAt);
          if (mark) resolve(mark.startTime - w.__inputAt);
          else if (performance.now() > deadline) resolve(Number.NaN);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  const longestTaskMs = await longest(page);
  await page.getByRole('button', { name: 'Close the comparison' }).click();
  await page.getByRole('button', { name: 'Zoom', exact: true }).click();
  return { ms, longestTaskMs };
}
