import { expect, test, type Page } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { oneDay, span, wednesday } from './support/calendar';
import {
  axeFindings,
  eventsInView,
  picture,
  sheetProblems,
  smallTargets,
  tableOverflow,
} from './support/small-screens';

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
  // The tablet's starting columns whole, the location's too, at 820 px and at the iPad Mini's 768 (below).
  if (!phone) expect(await tableOverflow(page), 'columns past the edge at 820 px').toBeLessThanOrEqual(0);
  await page.setViewportSize(testInfo.project.use.viewport ?? { width: 412, height: 839 });
  await expect.poll(() => eventsInView(page)).toBeGreaterThanOrEqual(phone ? 6 : 12);
  console.log(`${testInfo.project.name}: ${await eventsInView(page)} events in view at the device's size`);
  if (!phone)
    expect(await tableOverflow(page), "columns past the edge at the device's size").toBeLessThanOrEqual(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(await smallTargets(page), 'targets under 24 px').toEqual([]);
  expect(await axeFindings(page), 'events').toEqual([]);
  await picture(page, `${size}-events`);

  // The map: on a phone the whole screen below the app bar, with a button back to the list; on a tablet
  // in the table's place.
  await page.getByRole('button', { name: 'Map', exact: true }).tap();
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  if (phone) {
    const screen = page.viewportSize() ?? { width: 0, height: 0 };
    const bar = await page.getByRole('banner').first().boundingBox();
    const canvas = (await map.locator('canvas').boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    const below = (bar?.y ?? 0) + (bar?.height ?? 0);
    // Edge to edge (the map's 1 px borders aside) and down to the screen's foot; above it only the map's
    // line of legend and controls.
    expect(canvas.x).toBeLessThanOrEqual(1);
    expect(canvas.width).toBeGreaterThanOrEqual(screen.width - 3);
    expect(Math.abs(canvas.y + canvas.height - screen.height)).toBeLessThanOrEqual(1);
    expect(canvas.height).toBeGreaterThanOrEqual(0.85 * (screen.height - below));
  }
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeLessThanOrEqual(0);
  expect(await smallTargets(page), 'targets under 24 px on the map').toEqual([]);
  expect(await axeFindings(page), 'map').toEqual([]);
  await picture(page, `${size}-map`);
  await page.getByRole('button', { name: phone ? 'Show the list' : 'Table', exact: true }).tap();
  await expect.poll(() => eventsInView(page)).toBeGreaterThanOrEqual(phone ? 6 : 12);

  // Filter: the type of the events most seen, by its quick filter.
  if (phone) await page.getByRole('button', { name: /^Filters and actions/ }).tap();
  else await page.getByRole('button', { name: 'Edit filters' }).tap();
  const quick = page.getByRole('group', { name: 'Type' }).getByRole('button').first();
  if (phone) {
    // The fields one a line; the sheet's way back in reach on a small phone and on the Pixel 7.
    await expect(page.getByRole('combobox', { name: 'Vehicles' })).toBeVisible();
    for (const screen of [
      { width: 360, height: 740 },
      { width: 412, height: 839 },
    ]) {
      await page.setViewportSize(screen);
      await expect.poll(() => sheetProblems(page), `sheet at ${screen.width}×${screen.height}`).toEqual([]);
    }
    await page.setViewportSize(testInfo.project.use.viewport ?? { width: 412, height: 839 });
  }
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
