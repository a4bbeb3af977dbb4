import { expect, test, type Page } from '@playwright/test';
import { settled, summary } from './support/hostile';
import { signInDirectly } from './support/session';
import { thursday, tuesday, wednesday } from './support/calendar';

const zone = 'Australia/Sydney';
/** A working Wednesday in Sydney (nearly every vehicle on the road), the day after and the day before. */
const [day, next, before] = [wednesday, thursday, tuesday];
const dayUrl = (extra = '') =>
  `/au/events?types=ignition,driver&from=${day}&to=${next}&tz=${encodeURIComponent(zone)}&mode=table${extra}`;
const histogram = (page: Page) => page.getByRole('group', { name: 'Events over time' });
const number = (text: string) => Number(text.replace(/,/g, ''));
/** "1,234 of 5,678 events" -> [1234, 5678]. */
async function counts(page: Page): Promise<[number, number]> {
  const text = (await summary(page).textContent()) ?? '';
  const [, shown = '', loaded = ''] = /^([\d,]+) of ([\d,]+) events/.exec(text) ?? [];
  return [number(shown), number(loaded)];
}

test.beforeEach(async ({ page, request }) => {
  await signInDirectly(page, request);
});

test('brushing the morning peak in Compare ranks a morning shift vehicle first; including it filters the table', async ({
  page,
}) => {
  await page.goto(dayUrl());
  await settled(page, 30_000);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const box = await histogram(page).locator('svg').boundingBox();
  if (!box) throw new Error('no chart');
  // The plot runs from 44 px to 8 px short of the right edge (chart-geometry.ts); the day is 24 hours.
  const xAt = (hour: number) => box.x + 44 + ((box.width - 52) * hour) / 24;
  const y = box.y + box.height / 2;
  // Most shifts start between 04:30 and 09:00 (the early and day ones): ignition ON, driver Work, Drive.
  await page.mouse.move(xAt(4.6), y);
  await page.mouse.down();
  await page.mouse.move(xAt(6.5), y, { steps: 5 });
  await page.mouse.move(xAt(8.4), y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toMatch(/^\d+,\d+$/);
  // Compare, not zoom: the window is the same day.
  expect(new URL(page.url()).searchParams.get('from')).toBe(day);

  const panel = page.getByRole('region', { name: 'Compare' });
  await expect(panel.getByText(/^[\d,]+ events selected · [\d,]+ events in the rest$/)).toBeVisible();
  // What the morning has most over the rest of the day is the early and day shifts' vehicles, some seen
  // only then. The first of Vehicle is one of them.
  const vehicles = panel.getByRole('table', { name: 'Vehicle: values that stand out' });
  const top = vehicles.getByRole('row').nth(1);
  const name = ((await top.getByRole('rowheader').textContent()) ?? '').trim();
  const [, shortName = '', id = ''] = /^(.+) \((\d+)\)$/.exec(name) ?? [];
  expect(id).not.toBe('');
  const cells = await top.getByRole('cell').allTextContents();
  // Share in the selection, in the rest, the difference, then "selection / rest" counts.
  expect(cells[2]).toMatch(/^\+[\d.]+%$/);
  const [inSelection = 0, inRest = 0] = (cells[3] ?? '').split(' / ').map(number);
  expect(inSelection).toBeGreaterThan(inRest);

  await top.getByRole('button', { name: `Include ${name}` }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('in.vehicle')).toBe(id);
  // The table shows exactly the vehicle's events of the day: those the panel counted in and out of the range.
  await expect.poll(async () => (await counts(page))[0]).toBe(inSelection + inRest);
  const grid = page.getByRole('grid', { name: 'Events' });
  const vehicleColumn = await grid
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.findIndex((h) => /^Vehicle/.test(h.textContent ?? '')));
  expect(vehicleColumn).toBeGreaterThanOrEqual(0);
  const row = grid.getByRole('row').nth(1);
  await expect(row.getByRole('gridcell').nth(vehicleColumn)).toHaveText(shortName);
});

test('vs=previous overlays the day before: its series in the table and each type’s change in the legend', async ({
  page,
}) => {
  await page.goto(dayUrl('&vs=previous'));
  await settled(page, 30_000);
  const legend = page.getByRole('list', { name: 'Histogram legend' });
  await expect(legend.getByRole('listitem').last()).toHaveText(/^Previous period [\d,]+ · all (\+|-)?\d+%$/, {
    timeout: 30_000,
  });
  await expect(legend.getByRole('listitem').first()).toHaveText(/^driver [\d,]+ ((\+|-)?\d+%|new)$/);
  const previousTotal = number(
    /^Previous period ([\d,]+)/.exec((await legend.getByRole('listitem').last().textContent()) ?? '')?.[1] ??
      '',
  );
  expect(previousTotal).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('region', { name: 'Events over time, as a table' });
  await expect(table.getByRole('columnheader').last()).toHaveText('Previous period');
  // The previous series, bar by bar, adds up to the legend's total...
  const series: string[] = [];
  for (const bar of (await table.getByRole('row').all()).slice(1))
    series.push((await bar.getByRole('cell').last().textContent()) ?? '');
  expect(series.length).toBeGreaterThan(0);
  expect(series.reduce((sum, text) => sum + number(text), 0)).toBe(previousTotal);
  // ...which is the day before, as that day's own window shows it.
  await page.goto(dayUrl().replace(`from=${day}&to=${next}`, `from=${before}&to=${day}`));
  await settled(page, 30_000);
  expect((await counts(page))[1]).toBe(previousTotal);
});

test('"Compare the filtered events" sets the rows a value filter keeps against the rest of the window', async ({
  page,
}) => {
  await page.goto(dayUrl('&in.action=Work'));
  await settled(page, 30_000);
  const [shown, loaded] = await counts(page);
  expect(shown).toBeLessThan(loaded);
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  await page.getByRole('button', { name: 'Compare the filtered events' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe('filters');
  const panel = page.getByRole('region', { name: 'Compare' });
  // Every shown event against every other loaded one.
  await expect(panel.getByRole('status')).toHaveText(
    `${shown.toLocaleString('en')} events selected · ${(loaded - shown).toLocaleString('en')} other events`,
  );
  // Work is the whole selection and none of the rest: Action leads, Work at its top.
  const first = panel.getByRole('table').first();
  await expect(first).toHaveAccessibleName('Action: values that stand out');
  await expect(first.getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Work');
  // Every value's include and exclude buttons lie inside the panel, where a click reaches them.
  const edge = await panel.evaluate((element) => element.getBoundingClientRect().right);
  const buttons = panel.getByRole('button', { name: /^(Include|Exclude) / });
  expect(await buttons.count()).toBeGreaterThan(4);
  const rights = await buttons.evaluateAll((all) =>
    all.map((button) => button.getBoundingClientRect().right),
  );
  expect(rights.filter((right) => right > edge)).toEqual([]);
});
