import { expect, test, type Page } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { settled, summary } from './support/hostile';
import { span, workingWeek } from './support/calendar';

/** A whole working week in Sydney, Monday to Monday: 84 bars of 2 hours, busy weekdays and a quiet weekend. */
const week = `/au/events?${span(workingWeek)}&types=ignition,driver&tz=Australia%2FSydney&mode=both`;
const grid = (page: Page) => page.getByRole('grid', { name: 'Events' });
const histogram = (page: Page) => page.getByRole('group', { name: 'Events over time' });
/** "1,234 of 5,678 events" -> [1234, 5678]. */
async function counts(page: Page): Promise<[number, number]> {
  const text = (await summary(page).textContent()) ?? '';
  const [, shown = '', loaded = ''] = /^([\d,]+) of ([\d,]+) events/.exec(text) ?? [];
  return [Number(shown.replace(/,/g, '')), Number(loaded.replace(/,/g, ''))];
}

// One sign-in for the whole walk through, for speed; each step opens the week itself, so it passes run alone.
test.describe.configure({ mode: 'serial' });
let page: Page;

test.beforeAll(async ({ browser, request }) => {
  await resetEmulator(request);
  page = await browser.newPage();
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
});
test.afterAll(async () => page.close());
test.beforeEach(async () => {
  await page.goto(week);
  await settled(page, 30_000);
});

test('a 7-day window shows a histogram of 2-hour bars, stacked by type, with a legend', async () => {
  await expect(histogram(page)).toBeVisible();
  await expect(histogram(page)).toHaveAccessibleDescription(
    /^[\d,]+ events in 84 bars of 2 hours; the busiest/,
  );
  const legend = page.getByRole('list', { name: 'Histogram legend' });
  await expect(legend.getByRole('listitem')).toHaveText([/^driver [\d,]+$/, /^ignition [\d,]+$/]);
});

test('dragging across the bars narrows the window, the table with it; back undoes it', async () => {
  const [, before] = await counts(page);
  await histogram(page).scrollIntoViewIfNeeded();
  const box = await histogram(page).locator('svg').boundingBox();
  if (!box) throw new Error('no chart');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.4, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.6, y, { steps: 5 });
  await page.mouse.up();
  const param = (name: string) => new URL(page.url()).searchParams.get(name);
  await expect.poll(() => param('from')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  expect(param('to')).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  expect(param('range')).toBeNull();
  await expect.poll(async () => (await counts(page))[1]).toBeLessThan(before);
  // About a fifth of the week: 2-hour bars give a window of whole bars, shown as such.
  await expect(histogram(page)).toHaveAccessibleDescription(/bars of (30 minutes|1 hour)/);
  const [shown] = await counts(page);
  expect(shown).toBeGreaterThan(0);
  // A fifth of the week, from Wednesday evening to early Friday: well under half its events (the fleet
  // works by day, less at the weekend); the chart counts exactly the rows shown.
  expect(shown).toBeLessThan(before * 0.5);
  await expect(histogram(page)).toHaveAccessibleDescription(
    new RegExp(`^${shown.toLocaleString('en')} events in \\d+ bars`),
  );
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(span(workingWeek)));
  await expect(histogram(page)).toHaveAccessibleDescription(/bars of 2 hours/);
  // The week again, every event of it.
  await expect.poll(async () => (await counts(page))[1]).toBe(before);
});

test('the top values of Vehicle list counts and shares; include filters the table and the map', async () => {
  const [total] = await counts(page);
  // The vehicles' names are in (the cells show a name, not the id).
  await expect(grid(page).getByRole('row').nth(1).getByRole('gridcell').nth(3)).toHaveText(/[A-Za-z]/);
  await grid(page).getByRole('button', { name: 'Top values of Vehicle' }).click();
  const menu = page.getByRole('dialog', { name: 'Vehicle: top values' });
  const rows = menu.getByRole('row');
  await expect(rows).toHaveCount(11);
  const first = rows.nth(1);
  // A vehicle is labelled with its name and id, "Van 14 (40010039)", once the names are in.
  const [label = '', count = ''] = await first.getByRole('cell').allTextContents();
  const [, name = '', vehicle = ''] = /^(.+) \((\d+)\)$/.exec(label) ?? [];
  expect(vehicle).toMatch(/^\d+$/);
  const n = Number(count.replace(/,/g, ''));
  expect(n).toBeGreaterThan(0);
  await expect(first.getByRole('cell').nth(2)).toHaveText(/^\d+(\.\d)?%$/);

  await first.getByRole('button', { name: `Include ${label}` }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`in\\.vehicle=${vehicle}(&|$)`));
  await expect.poll(async () => (await counts(page))[0]).toBe(n);
  expect(n).toBeLessThan(total);
  // A removable chip with the filters, or (filters folded above a map) a chip in the summary line.
  await expect(page.getByText(`Vehicle is ${label}`, { exact: true }).first()).toBeVisible();
  // Every row shown is that vehicle's (the Vehicle column is the fourth).
  const cells = await grid(page).evaluate((element) =>
    [...element.querySelectorAll('[role="row"]')]
      .slice(1)
      .map((row) => row.querySelectorAll('[role="gridcell"]')[3]?.textContent ?? ''),
  );
  expect(cells.length).toBeGreaterThan(0);
  for (const cell of cells) expect(cell).toContain(name);
  // The map shows the same events: drawn, invalid and without GPS add up to them.
  const map = page.getByText(/[\d,]+ fix(es)? on the map/);
  await expect
    .poll(async () => {
      const numbers = ((await map.textContent()) ?? '').match(/[\d,]+/g) ?? [];
      return numbers.reduce((sum, x) => sum + Number(x.replace(/,/g, '')), 0);
    })
    .toBe(n);
});
