import { expect, request, test, type Locator, type Page } from '@playwright/test';
import { emulatorUrl, signInWithPassword } from './support/emulator';
import { settled } from './support/hostile';
import { oneDay, span, wednesday } from './support/calendar';

// One sign-in for the whole spec, for speed: the tests run in order on one page, each from its own URL and
// window size, so each passes run alone.
test.describe.configure({ mode: 'serial' });

let page: Page;
/** A working weekday of every type: each vehicle's whole day on the road, from its first shift to its last. */
const day = `/au/events?${span(oneDay(wednesday))}&types=`;
/** The page's URL writes (React Router's), each with the page's time, to see what was written after a moment. */
type UrlWrite = { at: number; url: string };
const urlWrites = () => page.evaluate(() => (window as unknown as { __urlWrites: UrlWrite[] }).__urlWrites);
const mapRegion = () => page.getByRole('region', { name: 'Map of events' });
const canvas = () => mapRegion().locator('canvas');
const grid = () => page.getByRole('grid', { name: 'Events' });
const selectedId = async () =>
  (await grid().locator('[role="row"][aria-selected="true"]').getByRole('gridcell').last().textContent()) ??
  '';

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

test.beforeAll(async ({ browser }) => {
  const api = await request.newContext();
  await api.post(`${emulatorUrl}/__controls/reset`, { data: {}, headers: { 'X-Emulator-Control': '1' } });
  await api.dispose();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.addInitScript(() => {
    const writes: { at: number; url: string }[] = [];
    (window as unknown as { __urlWrites: typeof writes }).__urlWrites = writes;
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        writes.push({ at: performance.now(), url: location.href });
      };
    }
  });
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
});

test.afterAll(async () => {
  await page.close();
});

test.beforeEach(async () => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Map mode gives the map the screen below one line of filters, and the map follows the window', async () => {
  const testInfo = test.info();
  await page.goto(day);
  await settled(page);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(mapRegion()).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  // The filters fold to chips; "Edit filters" opens the full bar.
  await expect(page.getByRole('list', { name: 'Filters in force' })).toContainText(wednesday);
  await expect(page.getByRole('combobox', { name: 'Time range' })).toBeHidden();
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toBeVisible();
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toBeHidden();

  expect((await box(canvas())).height).toBeGreaterThanOrEqual(0.7 * 900);
  await testInfo.attach('map mode', { body: await page.screenshot(), contentType: 'image/png' });

  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(async () => {
    const [drawn, region] = [await box(canvas()), await box(mapRegion())];
    expect(Math.abs(drawn.width - region.width)).toBeLessThanOrEqual(2);
    expect(region.width).toBeLessThan(1000);
    expect(drawn.y + drawn.height).toBeLessThanOrEqual(768);
  }).toPass({ timeout: 5_000 });
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Both mode splits table and map with a separator the keyboard moves', async () => {
  await page.goto(`${day}&mode=map`);
  await settled(page);
  await page.getByRole('button', { name: 'Table and map' }).click();
  const separator = page.getByRole('separator', { name: 'Table and map widths' });
  await expect(separator).toHaveAttribute('aria-valuenow', '60');
  const before = (await box(canvas())).width;
  await separator.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(separator).toHaveAttribute('aria-valuenow', '50');
  await expect.poll(async () => (await box(canvas())).width).toBeGreaterThan(before + 100);
});

test('replaying a vehicle moves the marker, the slider and the table highlight, and sums the trip up', async () => {
  const testInfo = test.info();
  await page.goto(`${day}&mode=both`);
  await settled(page);
  await expect(mapRegion()).toHaveAttribute('data-map-state', 'idle', { timeout: 20_000 });
  // A row chosen with the keyboard (a click on a row would land on its link to the detail).
  await grid().focus();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowDown');
  await expect.poll(selectedId).not.toBe('');
  // The replay's code is not part of the page until a replay is asked for.
  const replayCode = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/replay-controller-[^/]*\.js$/.test(entry.name)).length,
    );
  expect(await replayCode()).toBe(0);
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  const item = page.getByRole('menuitem', { name: /^Replay vehicle \d+$/ });
  const vehicle = ((await item.textContent()) ?? '').replace(/\D/g, '');
  await item.click();
  await expect(page).toHaveURL(new RegExp(`replay=vehicle%3A${vehicle}`));

  const panel = page.getByRole('region', { name: 'Replay' });
  const summary = panel.getByRole('region', { name: 'Trip summary' });
  await expect(summary).toContainText(/Distance[\d.,]+ km/);
  await expect(summary).toContainText(/Duration\d/);
  await expect(page.getByText(/[\d,]+ fixes replayed/)).toBeVisible();
  expect(await replayCode()).toBe(1);

  // From the start of its day, at the highest speed, over long stops.
  const slider = panel.getByRole('slider', { name: 'Replay time' });
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await expect(slider).toHaveAttribute('aria-valuetext', /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await panel.getByRole('combobox', { name: 'Playback rate' }).click();
  await page.getByRole('option', { name: '120×' }).click();
  await expect.poll(selectedId).not.toBe('');
  const firstEvent = await selectedId();
  const marker = page.locator('[data-replay-marker]');
  const start = await box(marker);

  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        const now = await box(marker);
        return Math.hypot(now.x - start.x, now.y - start.y);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(3);
  await expect.poll(selectedId, { timeout: 20_000 }).not.toBe(firstEvent);
  // Early in the region's morning the vehicle's day is a few minutes long, and at 120× the replay may have
  // ended by now (it then stands paused at its end, as good for what follows). A replay never starts again
  // by itself, so one DOM click, if Pause is still there, leaves it paused either way without a race.
  await panel.evaluate((region) =>
    region.querySelector<HTMLButtonElement>('button[aria-label="Pause"]')?.click(),
  );
  await expect(panel.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await testInfo.attach('replay', { body: await page.screenshot(), contentType: 'image/png' });

  // The link resumes it: same vehicle, same time, same event highlighted. The link is taken once the URL
  // holds the time the paused replay stands at (the replay writes it at most every 500 ms).
  const at = (await slider.getAttribute('aria-valuetext')) ?? '';
  const urlTime = () => {
    const replayAt = Number(new URL(page.url()).searchParams.get('replayAt'));
    return new Date(replayAt).toLocaleString('sv-SE', { timeZone: 'Australia/Sydney' });
  };
  await expect.poll(urlTime).toBe(at);
  const link = page.url();
  const event = await selectedId();
  await page.goto(link);
  await expect(slider).toHaveAttribute('aria-valuetext', at);
  await expect.poll(selectedId).toBe(event);

  // Ended while playing: it stays ended (the last time written must not bring it back).
  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  await panel.getByRole('button', { name: 'End the replay' }).click();
  await expect(panel).toBeHidden();
  // The end's own write, then a time the replay had queued would have its turn: its writes come at most
  // every 500 ms (use-replay.ts), so the end's write is waited past by that much of the page's own time.
  const ends = async () => {
    const writes = await urlWrites();
    const end = writes.findIndex(
      (write, i) => i > 0 && !/replay=/.test(write.url) && /replay=/.test(writes[i - 1]?.url ?? ''),
    );
    return { end: writes[end], after: writes.slice(end + 1).map((write) => write.url) };
  };
  const { end } = await ends();
  expect(end).toBeDefined();
  await page.waitForFunction((since) => performance.now() > since + 500, end?.at ?? 0);
  await expect(panel).toBeHidden();
  expect(page.url()).not.toMatch(/replay/);
  expect((await ends()).after.filter((url) => /replay/.test(url))).toEqual([]);
});
