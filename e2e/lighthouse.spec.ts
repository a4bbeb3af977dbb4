import { expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import type { FlowResult } from 'lighthouse';
import { oneDay, span, wednesday } from './support/calendar';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { settled, twoDays } from './support/hostile';
import { auditStep, launchAuditedChromium, shortfalls } from './support/lighthouse';
import { inFirstCell } from './support/rows';
import { signInDirectly } from './support/session';

// Lighthouse's accessibility and best-practices categories at 100 on every page a user reaches, at the
// desktop's size and at a phone's and a tablet's (issues 68 and 69). Performance is the bench's
// (npm run bench:lighthouse): its timing is noisy, these two categories are not.

// 14:00 in Sydney on `wednesday`: the home's "today" and the weeks before it are fixed days of the emulator.
const now = new Date(`${wednesday}T03:00:00Z`);
const aWorkingDay = `/au/events?${span(oneDay(wednesday))}`;

test.beforeEach(async ({ request }) => resetEmulator(request));

/** Every step's shortfalls (shortfalls() also fails a step whose category is missing or unscored). */
function findings(steps: FlowResult.Step[], expected: number): string[] {
  expect(steps.length, 'Lighthouse steps').toBe(expected);
  return steps.flatMap(shortfalls);
}

const eventOpened = async (page: Page) => {
  await expect(page).toHaveURL(/\/au\/events\/[^/]+\/\d+\?at=\d+/);
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Events of vehicle \d+ around this one$/ })).toBeVisible();
};

/** The home's cards have loaded their days (no progress bar) and show what they found. */
async function homeShown(page: Page): Promise<void> {
  await expect(page.getByText(/^[\d,]+ events so far, usually [\d,]+ by this hour$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(
    page
      .getByRole('region', { name: 'Needs attention' })
      .getByRole('table', { name: 'Devices to look at, last seven days' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(
    page
      .getByRole('region', { name: 'What stands out' })
      .getByText(/^Vehicle \d+/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
}

test('sign-in, home, events, detail, lookup and device health score 100 at the desktop', async ({
  request,
}, testInfo) => {
  // A ceiling: it took 1.7 minutes beside other work, most of it the home's eleven days loading.
  test.setTimeout(300_000);
  const { browser, audits } = await launchAuditedChromium(testInfo.project.use.launchOptions);
  const steps: FlowResult.Step[] = [];
  const desktop = { viewport: { width: 1280, height: 800 } };
  try {
    // Signed out, then through the form to the region's home, on a fixed day (the home shows today).
    const context = await browser.newContext(desktop);
    let page = await context.newPage();
    await page.clock.install({ time: now });
    await page.goto('about:blank');
    const audit = async (name: string, open: () => Promise<void>) =>
      steps.push(...(await auditStep(audits, page, name, open)));
    await audit('sign-in', async () => {
      await page.goto('/au/sign-in');
      await expect(page.getByRole('form', { name: 'Password sign-in' })).toBeVisible();
    });
    await audit('home', async () => {
      await signInWithPassword(page, 'au');
      await expect(page).toHaveURL(/\/au$/);
      await homeShown(page);
    });
    await context.close();

    page = await (await browser.newContext(desktop)).newPage();
    await signInDirectly(page, request);
    await page.goto('about:blank');
    await audit('events', async () => {
      await page.goto(twoDays);
      await settled(page);
      // A column's header under the mouse shows its "Top values" button.
      // A column's header under the mouse shows its "Top values" button: a target of 24 px at least
      // (WCAG 2.2), which axe let pass at 20 beside the sort button.
      const topValues = page.getByRole('button', { name: 'Top values of Type' });
      await topValues.hover();
      const box = await topValues.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), 'the Top values button').toBeGreaterThanOrEqual(24);
    });
    await audit('detail', async () => {
      await page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1).click(inFirstCell);
      await eventOpened(page);
    });
    await audit('lookup', async () => {
      await page.goto('/au/lookup');
      await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
    });
    await audit('device health', async () => {
      await page.goto(twoDays.replace('/au/events', '/au/health'));
      await expect(page.getByRole('table', { name: 'Data quality per device' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /from [\d,]+ events/ })).toBeVisible();
    });
  } finally {
    await audits.disconnect();
    await browser.close();
  }
  expect(findings(steps, 12), 'a timespan and a snapshot of each of six pages').toEqual([]);
});

// The sizes issue 69 names, with a touch screen: the app's targets grow under a coarse pointer.
const smallScreens: [string, BrowserContextOptions][] = [
  ['phone', { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }],
  [
    'tablet',
    { viewport: { width: 820, height: 1180 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  ],
];

test('events, detail and lookup score 100 on a phone and a tablet', async ({ request }, testInfo) => {
  test.setTimeout(300_000);
  const { browser, audits } = await launchAuditedChromium(testInfo.project.use.launchOptions);
  const steps: FlowResult.Step[] = [];
  try {
    for (const [size, options] of smallScreens) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await signInDirectly(page, request);
      await page.goto('about:blank');
      // Accessibility at these sizes; the desktop's timespans hold the best practices of loading each page.
      const audit = async (name: string, open: () => Promise<void>) =>
        steps.push(...(await auditStep(audits, page, `${size}: ${name}`, open, false)));
      await audit('events', async () => {
        await page.goto(aWorkingDay);
        await settled(page);
      });
      await audit('detail', async () => {
        const first =
          size === 'phone'
            ? page.getByRole('list', { name: 'Events' }).locator('[aria-posinset="1"] a')
            : page.getByRole('grid', { name: 'Events' }).locator('[aria-rowindex="2"]');
        await first.tap(inFirstCell);
        await eventOpened(page);
      });
      await audit('lookup', async () => {
        await page.getByRole('button', { name: 'Menu' }).tap();
        await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Lookup' }).tap();
        await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
      });
      await context.close();
    }
  } finally {
    await audits.disconnect();
    await browser.close();
  }
  expect(findings(steps, 6), 'a snapshot of three pages at two sizes').toEqual([]);
});
