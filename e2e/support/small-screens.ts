import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The events wholly in view without scrolling: a phone's cards or a tablet's rows, inside both the list's
 * own scroll area and the window.
 */
export async function eventsInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const list = document.querySelector('[role="list"][aria-label="Events"]');
    const grid = document.querySelector('[role="grid"][aria-label="Events"]');
    const area = (list?.parentElement ?? grid)?.getBoundingClientRect();
    if (!area) return 0;
    const bottom = Math.min(area.bottom, window.innerHeight);
    const items = list
      ? [...list.querySelectorAll('[role="listitem"]')]
      : [...(grid?.querySelectorAll('[role="row"]') ?? [])].filter((row) =>
          row.querySelector('[role="gridcell"]'),
        );
    return items.filter((item) => {
      const box = item.getBoundingClientRect();
      return box.top >= area.top && box.bottom <= bottom;
    }).length;
  });
}

/**
 * Every axe finding (any impact) under WCAG 2.2 A and AA, which includes the 24 px target size, one line
 * each. Transitions end first: a sheet or a dialog fading in has its text at part opacity.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  // From the top: scrolled, a control under the sticky app bar counts as a target too small.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? ''}): ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`,
  );
}

/** Controls in view smaller than WCAG 2.2's 24 × 24 px target (text links inside a sentence excepted). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, a[href], input, [role="button"], [role="combobox"], [role="tab"], [role="checkbox"]',
      ),
    ].flatMap((element) => {
      const box = element.getBoundingClientRect();
      const inView = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
      const inSentence = element.tagName === 'A' && getComputedStyle(element).display === 'inline';
      if (!inView || inSentence || element.closest('[aria-hidden="true"]')) return [];
      if (box.width >= 24 && box.height >= 24) return [];
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
      return [
        `${element.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ];
    }),
  );
}

/** With E2E_SCREENSHOTS=1 the walk keeps its pictures for docs/user-guide.md. */
export async function picture(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: `docs/screenshots/${name}.png` });
}
