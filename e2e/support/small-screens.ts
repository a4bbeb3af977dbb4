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
 * How far the events table's columns reach past its box or the window's right edge, in px (0 or less: the
 * last column is whole in view, with no sideways scrolling).
 */
export async function tableOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const grid = document.querySelector('[role="grid"][aria-label="Events"]');
    const last = [...(grid?.querySelectorAll('[role="columnheader"]') ?? [])].at(-1);
    if (!grid || !last) return Infinity;
    const edge = Math.min(grid.getBoundingClientRect().right, window.innerWidth);
    return Math.max(grid.scrollWidth - grid.clientWidth, last.getBoundingClientRect().right - edge);
  });
}

/**
 * What is wrong with the phone's open filter sheet at this size, one line each: a filter field not on a line
 * of its own across the bar, or the sheet's title, close button or "Show the events" not wholly on the
 * screen, before and after its fields are scrolled to their end.
 */
export async function sheetProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const title = [...document.querySelectorAll('h2')].find((h) => h.textContent === 'Filters and actions');
    const sheet = title?.closest('[role="dialog"]');
    const fields = sheet?.querySelector('section[aria-label="Filters"] > :first-child');
    if (!title || !sheet || !fields) return ['no sheet with its filter bar'];
    const across = fields.getBoundingClientRect();
    const problems = [...fields.children].flatMap((field) => {
      const box = field.getBoundingClientRect();
      const alone = Math.abs(box.left - across.left) <= 1 && Math.abs(box.width - across.width) <= 1;
      return box.height === 0 || alone
        ? []
        : [`field ${field.textContent?.slice(0, 20) ?? ''} not across the bar`];
    });
    const named = (element: Element) =>
      element.textContent === 'Show the events' || element.getAttribute('aria-label') === 'Show the events';
    const actions: Element[] = [title, ...[...sheet.querySelectorAll('button')].filter(named)];
    const offScreen = (when: string) =>
      actions.flatMap((element) => {
        const box = element.getBoundingClientRect();
        const whole =
          box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth;
        return whole
          ? []
          : [`${element.textContent || element.getAttribute('aria-label')} off the screen ${when}`];
      });
    problems.push(...offScreen('at first'));
    for (const element of sheet.querySelectorAll('*'))
      if (getComputedStyle(element).overflowY === 'auto') element.scrollTop = element.scrollHeight;
    problems.push(...offScreen('with the fields scrolled to their end'));
    if (sheet.scrollWidth > sheet.clientWidth) problems.push('the sheet scrolls sideways');
    for (const element of sheet.querySelectorAll('*')) element.scrollTop = 0;
    return problems;
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
