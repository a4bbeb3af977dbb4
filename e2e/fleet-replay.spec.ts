import { expect, test, type Page } from '@playwright/test';
import { resetEmulator } from './support/emulator';
import { inFirstCell } from './support/rows';
import { settled, summary } from './support/hostile';
import { signInDirectly } from './support/session';
import { span, workingWeek } from './support/calendar';

// AU's main company (4001): vehicle 1 lives in Sydney, vehicle 2 in Melbourne (the emulator's cities in turn).
const sydneyVan = 40010001;
const melbourneVan = 40010002;
// Their names, as the table shows them: the replay's legend and markers use them too.
const sydneyName = 'Van 1';
const melbourneName = 'Van 2';
// The two vehicles' working week only (both on the road every weekday): small answers, so the spec is quick
// on a busy machine.
const week = `/au/events?${span(workingWeek)}&types=&vehicleIds=${sydneyVan},${melbourneVan}`;
const bothReplayed = `${week}&mode=both&replay=vehicles:${sydneyVan},${melbourneVan}`;
const sydney = '-34.3,150.6,-33.4,151.6';

// One sign-in for the spec, for speed: the tests run in order on one page, each from its own URL, so each
// passes run alone.
test.describe.configure({ mode: 'serial' });
let page: Page;

const panel = () => page.getByRole('region', { name: 'Replay' });
const timeSlider = () => panel().getByRole('slider', { name: 'Replay time' });
const markers = () => page.locator('[data-replay-marker]');
const grid = () => page.getByRole('grid', { name: 'Events' });
/** Where the replay is along its span, 0 to 1. */
async function share(): Promise<number> {
  const now = Number(await timeSlider().getAttribute('aria-valuenow'));
  const max = Number(await timeSlider().getAttribute('aria-valuemax'));
  return now / max;
}
/** "1,234 of 5,678 events" -> 1234. */
const shown = async () =>
  Number((/^([\d,]+) of/.exec((await summary(page).textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''));

test.beforeAll(async ({ browser, request }) => {
  await resetEmulator(request);
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signInDirectly(page, request);
});
test.afterAll(async () => page.close());

test('two vehicles replay together: two markers, one slider, a legend that hides one', async () => {
  await page.goto(bothReplayed);
  await settled(page, 60_000);
  await expect(panel().getByRole('heading', { name: 'Replay: 2 vehicles' })).toBeVisible();
  await expect(markers()).toHaveCount(2);
  await expect(
    page.getByRole('img', { name: `Position of vehicle ${sydneyName} (${sydneyVan})` }),
  ).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Position of vehicle ${melbourneName} (${melbourneVan})` }),
  ).toBeVisible();
  await expect(panel().getByRole('slider', { name: 'Replay time' })).toHaveCount(1);

  const legend = panel().getByRole('list', { name: 'Vehicles replayed' });
  await legend.getByRole('checkbox', { name: melbourneName }).press('Space');
  await expect(markers()).toHaveCount(1);
  await expect(
    page.getByRole('img', { name: `Position of vehicle ${melbourneName} (${melbourneVan})` }),
  ).toHaveCount(0);
  await legend.getByRole('checkbox', { name: melbourneName }).press('Space');
  await expect(markers()).toHaveCount(2);

  // Both move on the one clock.
  await timeSlider().focus();
  await page.keyboard.press('Home');
  await panel().getByRole('combobox', { name: 'Playback rate' }).click();
  await page.getByRole('option', { name: '120×' }).click();
  await panel().getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(share).toBeGreaterThan(0);
  await panel().getByRole('button', { name: 'Pause', exact: true }).click();
});

test('a fleet replay opens on the replayed vehicles: the map fitted to their paths, both markers in view', async () => {
  await page.goto(bothReplayed);
  await settled(page, 60_000);
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
  await expect(markers()).toHaveCount(2);
  const inView = async () => {
    const box = await map.boundingBox();
    if (!box) return false;
    const marks = await markers().evaluateAll((all) =>
      all.map((m) => {
        const r = m.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }),
    );
    return marks.every(
      ({ x, y }) => x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height,
    );
  };
  await expect.poll(inView).toBe(true);
});

test('the speed chart moves the replay: keys, a click and the pointer, one cursor with the slider', async () => {
  await page.goto(bothReplayed);
  await settled(page, 60_000);
  await expect(markers()).toHaveCount(2);
  const chart = panel().getByRole('slider', { name: 'Speed over time' });
  await expect(chart).toHaveAttribute('aria-valuetext', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d: /);
  await chart.focus();
  await page.keyboard.press('End');
  await expect.poll(share).toBe(1);
  await page.keyboard.press('Home');
  await expect.poll(share).toBe(0);
  await expect(chart).toHaveAttribute('aria-valuenow', '0');

  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart is not on screen');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(share).toBeGreaterThan(0.45);
  expect(await share()).toBeLessThan(0.55);
  // Hovering a paused replay moves it too; the slider and the chart show the same time.
  await page.mouse.move(box.x + box.width / 4, box.y + box.height / 2);
  await expect.poll(share).toBeLessThan(0.3);
  await expect(chart).toHaveAttribute(
    'aria-valuenow',
    (await timeSlider().getAttribute('aria-valuenow')) ?? '',
  );
  await expect(page).toHaveURL(/replayAt=\d+/);
});

test('"Replay from here" on the detail page opens the vehicle’s replay paused at that event', async () => {
  await page.goto(`/au/events?${span(workingWeek)}&types=&vehicleIds=${sydneyVan}`);
  await settled(page, 60_000);
  const row = grid().getByRole('row').nth(3);
  const id = (await row.getByRole('gridcell').last().textContent()) ?? '';
  await row.click(inFirstCell);
  await expect(page).toHaveURL(new RegExp(`/au/events/\\w+/${id}\\?at=\\d+`));
  const at = new URL(page.url()).searchParams.get('at') ?? '';

  await page.getByRole('link', { name: 'Replay from here' }).click();
  await expect(page).toHaveURL(new RegExp(`replay=vehicle%3A${sydneyVan}`));
  await expect(page).toHaveURL(new RegExp(`replayAt=${at}`));
  await expect(panel().getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(grid().locator('[role="row"][aria-selected="true"]').getByRole('gridcell').last()).toHaveText(
    id,
  );
  await expect(markers()).toHaveCount(1);
});

test('an area in the URL narrows the rows, shows as a chip and lists who was there', async () => {
  await page.goto(week);
  await settled(page, 60_000);
  const all = await shown();
  await page.goto(`${week}&area=${sydney}`);
  await settled(page, 60_000);
  await expect.poll(shown).toBeGreaterThan(0);
  expect(await shown()).toBeLessThan(all);

  const chips = page.getByRole('list', { name: 'Filters in force' });
  await expect(chips).toContainText('Area: -34.3, 150.6, -33.4, 151.6');
  const list = page.getByRole('region', { name: 'Who was here' });
  const sydneyRow = list.getByRole('row').filter({ hasText: String(sydneyVan) });
  await expect(sydneyRow).toHaveCount(1);
  await expect(sydneyRow.getByRole('cell').nth(3)).toHaveText(/^\d[\d,]*$/);
  await expect(list.getByRole('row').filter({ hasText: String(melbourneVan) })).toHaveCount(0);

  // Its events: the page narrowed to that vehicle, the area kept.
  await sydneyRow.getByRole('link', { name: /^Events of / }).click();
  await expect(page).toHaveURL(new RegExp(`in\\.vehicle=${sydneyVan}`));
  await expect(page).toHaveURL(/area=/);
  // Its replay, from its first time inside.
  await list
    .getByRole('button', { name: /^Replay .+ in the area$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`replay=vehicle%3A${sydneyVan}&replayAt=\\d+`));
  await expect(markers()).toHaveCount(1);

  // A typo in the link is said, and loses nothing; the chip takes the area off.
  await page.goto(`${week}&area=somewhere`);
  await expect(chips).toContainText('Area not understood: “somewhere”');
  await page.goto(`${week}&area=${sydney}`);
  await settled(page, 60_000);
  await chips.getByRole('button', { name: /^Remove filter: Area:/ }).click();
  await expect(page).not.toHaveURL(/area=/);
  await expect(list).toHaveCount(0);
  await expect.poll(shown).toBe(all);
});

test('a rectangle drawn on the map becomes the area', async () => {
  await page.goto(`${week}&mode=map`);
  const map = page.getByRole('region', { name: 'Map of events' });
  await expect(map).toHaveAttribute('data-map-state', 'idle', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Draw area' }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.4, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.8, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/area=-?\d[\d.]*%2C/);
  await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText(/Area: -?\d/);
  await expect(page.getByRole('region', { name: 'Who was here' })).toBeVisible();
  // Drawing is over: the map pans again, and the button is no longer pressed.
  await expect(page.getByRole('button', { name: 'Draw area' })).toHaveAttribute('aria-pressed', 'false');
});
