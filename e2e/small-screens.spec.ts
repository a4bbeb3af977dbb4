import { expect, test, type Page } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { oneDay, span, wednesday } from './support/calendar';
import { axeFindings, eventsInView, picture, smallTargets } from './support/small-screens';

/** The default types on a working Wednesday: thousands of events, a full list whatever the hour of the run. */
const aWorkingDay = `/au/events?${span(oneDay(wednesday))}`;

/** Waits until every day is in and the names are shown. */
async function loaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('events-names-shown').length > 0 &&
      !document.querySelector('[role="progressbar"][aria-label="Loading days"]'),
    undefined,
    { timeout: 30_000 },
  );
}

test.beforeEach(async ({ request }) => resetEmulator(request));

// The walk of a support person away from a desk, by taps only, on the project's phone (Pixel 7) or
// tablet (iPad Mini's size): sign in, filter, open an event, look one up, switch region.
test('sign in, filter, open an event, look one up and switch region, by taps', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  const size = phone ? 'phone' : 'tablet';
  await page.goto('/au/sign-in');
  await signInWithPassword(page, 'au');
  // Sign-in without a page asked for lands on the region's home.
  await expect(page).toHaveURL(/\/au$/);

  await page.goto(aWorkingDay);
  await loaded(page);
  // The sizes the issue names, then the project's own device.
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 820, height: 1180 });
  await expect.poll(() => eventsInView(page)).toBeGreaterThanOrEqual(phone ? 6 : 12);
  console.log(
    `${testInfo.project.name}: ${await eventsInView(page)} events in view at ${phone ? '390×844' : '820×1180'}`,
  );
  await page.setViewportSize(testInfo.project.use.viewport ?? { width: 412, height: 839 });
  await expect.poll(() => eventsInView(page)).toBeGreaterThanOrEqual(phone ? 6 : 12);
  console.log(`${testInfo.project.name}: ${await eventsInView(page)} events in view at the device's size`);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await smallTargets(page), 'targets under 24 px').toEqual([]);
  expect(await axeFindings(page), 'events').toEqual([]);
  await picture(page, `${size}-events`);

  // Filter: the type of the events most seen, by its quick filter.
  if (phone) await page.getByRole('button', { name: /^Filters and actions/ }).tap();
  else await page.getByRole('button', { name: 'Edit filters' }).tap();
  const quick = page.getByRole('group', { name: 'Type' }).getByRole('button').first();
  const unfiltered = page.url();
  await quick.tap();
  await expect(quick).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.url()).not.toBe(unfiltered);
  expect(await axeFindings(page), 'filters').toEqual([]);
  await picture(page, `${size}-filters`);
  if (phone) await page.getByRole('button', { name: 'Show the events' }).last().tap();
  else await page.getByRole('button', { name: 'Hide filters' }).tap();

  // Open an event: the first card, or the first row (by their place: rows and cards are drawn in slots, in
  // no particular order).
  const first = phone
    ? page.getByRole('list', { name: 'Events' }).locator('[aria-posinset="1"] a')
    : page.getByRole('grid', { name: 'Events' }).locator('[aria-rowindex="2"]');
  // From the top of the list: a row scrolled into view lands under the table's sticky header.
  await page.evaluate(() =>
    document.querySelectorAll('[aria-label="Events"]').forEach((list) => {
      (list.closest('[role="grid"]') ?? list.parentElement)?.scrollTo(0, 0);
    }),
  );
  // The filters fold away with an animation: until the table has its height back, its first row may sit
  // under the sticky header, and a tap scrolled to it lands on a column's heading (a busy machine saw it).
  if (!phone)
    await expect
      .poll(() =>
        first.evaluate((row) => {
          const grid = row.closest('[role="grid"]');
          const header = grid?.querySelector('[aria-rowindex="1"]');
          if (!grid || !header) return false;
          const r = row.getBoundingClientRect();
          const below = header.getBoundingClientRect().bottom - 1;
          const end = Math.min(grid.getBoundingClientRect().bottom + 1, window.innerHeight);
          return r.top >= below && r.bottom <= end;
        }),
      )
      .toBe(true);
  await first.tap({ position: { x: 16, y: 16 } });
  await expect(page).toHaveURL(/\/au\/events\/[^/]+\/\d+\?at=\d+/);
  await expect(page.getByRole('region', { name: 'Fields' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await axeFindings(page), 'detail').toEqual([]);
  await picture(page, `${size}-detail`);
  const [, type = '', id = '', at = '0'] = /\/au\/events\/([^/]+)\/(\d+)\?at=(\d+)/.exec(page.url()) ?? [];

  // Look it up: the pages are behind the menu below a desktop.
  await page.getByRole('button', { name: 'Menu' }).tap();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Lookup' }).tap();
  await page.getByLabel('Paste a link or type/id').fill(`${type}/${id}`);
  await page.getByLabel('Around').fill(new Date(Number(at)).toISOString().slice(0, 10));
  expect(await axeFindings(page), 'lookup').toEqual([]);
  await picture(page, `${size}-lookup`);
  await page.getByRole('button', { name: 'Find event' }).tap();
  await expect(page).toHaveURL(new RegExp(`/au/events/${type}/${id}\\?at=`));

  // Switch region: New Zealand asks for its own sign-in, then shows its events.
  await page.getByRole('combobox', { name: 'Region' }).tap();
  await page.getByRole('option', { name: /New Zealand/ }).tap();
  await expect(page).toHaveURL(/\/nz\/sign-in/);
  await signInWithPassword(page, 'nz');
  await expect(page).toHaveURL(/\/nz\//);
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveText(/New Zealand/);
  await loaded(page);
  await picture(page, `${size}-region`);
});
