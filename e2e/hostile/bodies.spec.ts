import { expect, test, type Page } from '@playwright/test';
import {
  expectStillUsable,
  goodDate,
  settled,
  spoilDay,
  spoiledDate,
  summary,
  twoDays,
  signedInAndWatched,
  type RawEvent,
} from '../support/hostile';
import { inFirstCell } from '../support/rows';
import { openReadReport } from '../support/read-report';

signedInAndWatched();

test.afterEach(async ({ page }) => expectStillUsable(page, twoDays));

const shown = async (page: Page) =>
  Number(((await summary(page).textContent()) ?? '').split(' of ')[0]?.replace(/,/g, ''));

/** The good day's rows are on screen: spoiling one day never costs the other its rows. */
async function expectGoodDayKept(page: Page) {
  await expect(summary(page)).toBeVisible();
  expect(await shown(page)).toBeGreaterThan(0);
}

async function expectDayFailed(page: Page, message: RegExp) {
  const alert = page.getByRole('alert').filter({ hasText: `Events of ${spoiledDate} could not be loaded` });
  await expect(alert).toContainText(message);
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expect(page.getByText(`Events of ${goodDate} could not be loaded`)).toHaveCount(0);
}

test('a body that is not JSON fails that day only, and Retry brings it back', async ({ page }) => {
  await spoilDay(page, spoiledDate, () => '<html><body>502 from a proxy</body></html>');
  await page.goto(twoDays);
  await expectDayFailed(page, /not JSON/);
  await expectGoodDayKept(page);
  const before = await shown(page);
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect.poll(() => shown(page)).toBeGreaterThan(before);
});

test('truncated JSON fails that day only', async ({ page }) => {
  await spoilDay(page, spoiledDate, (events) => JSON.stringify(events).slice(0, 300));
  await page.goto(twoDays);
  await expectDayFailed(page, /not JSON/);
  await expectGoodDayKept(page);
});

test('an object instead of an array fails that day only', async ({ page }) => {
  await spoilDay(page, spoiledDate, (events) => JSON.stringify({ data: events, next: null }));
  await page.goto(twoDays);
  await expectDayFailed(page, /something other than a list of events/);
  await expectGoodDayKept(page);
});

test('an array of non-objects is counted as unreadable, the rest render', async ({ page }) => {
  await spoilDay(page, spoiledDate, () => JSON.stringify([1, 'two', null, true, [], 3.5]));
  await page.goto(twoDays);
  await expect(page.getByText('6 events could not be read')).toBeVisible();
  await expectGoodDayKept(page);
});

test('numbers sent as text (ids, coordinates) are read as the numbers, and the page says so', async ({
  page,
}) => {
  await spoilDay(page, spoiledDate, (events) =>
    JSON.stringify(
      events.map((event, index) =>
        index === 0
          ? { ...event, id: String(event.id) }
          : index === 1
            ? { ...event, GPS: { valid: true, Lat: '-33.8', Lng: '151.2', At: 1 } }
            : event,
      ),
    ),
  );
  await page.goto(twoDays);
  await settled(page);
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(await openReadReport(page)).toContainText(
    /Read leniently.*GPS \(1\).*id \(1\)|Read leniently.*id \(1\).*GPS \(1\)/,
  );
  await expectGoodDayKept(page);
});

test('events missing required fields are skipped and counted; absent optional fields are fine', async ({
  page,
}) => {
  await spoilDay(page, spoiledDate, (events) =>
    JSON.stringify(
      events.map((event, index) => {
        const { id, timeAt, type, location, GPS, attributes, odometer, ...rest } = event;
        if (index === 0) return { ...rest, timeAt, type, location, GPS };
        if (index === 1) return { ...rest, id, type, location, GPS };
        if (index === 2) return { ...rest, id, timeAt, location, GPS };
        if (index === 3) return { ...rest, id, timeAt, type }; // only what is required
        return { ...rest, id, timeAt, type, location, GPS, attributes, odometer };
      }),
    ),
  );
  await page.goto(twoDays);
  await expect(page.getByText('3 events could not be read')).toBeVisible();
  await settled(page);
  await expectGoodDayKept(page);
});

test('extra unknown fields are kept and shown in the raw JSON', async ({ page }) => {
  const extend = (event: RawEvent) => ({ ...event, futureField: { nested: ['v2'] }, driverId: 7 });
  // Every events call, the detail's single-event call included (an object there, not an array).
  await spoilDay(page, undefined, (body: unknown) =>
    JSON.stringify(Array.isArray(body) ? body.map(extend) : extend(body as RawEvent)),
  );
  await page.goto(twoDays);
  await settled(page);
  await expect(page.getByText(/could not be read|could not be loaded/)).toHaveCount(0);
  await page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1).click(inFirstCell);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ignition');
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toContainText('"futureField"');
  await page.goBack();
});

test('huge and non-finite numbers are refused per event, never shown as Infinity or NaN', async ({
  page,
}) => {
  await spoilDay(page, spoiledDate, (events) => {
    const text = JSON.stringify(events.slice(0, 4));
    // JSON has no NaN or Infinity; 1e999 is what a server that overflows sends, and JSON.parse makes it Infinity.
    return text
      .replace(/"odometer":[\d.]+/, '"odometer":1e999')
      .replace(/"timeAt":\d+/, '"timeAt":123456789012345678901234567890')
      .replace(/"id":\d+/, '"id":-1e400');
  });
  await page.goto(twoDays);
  await expect(page.getByText(/[1-3] events? could not be read/)).toBeVisible();
  await settled(page);
  await expect(page.getByRole('grid', { name: 'Events' })).not.toContainText(/Infinity|NaN/);
  await expectGoodDayKept(page);
});

test('coordinates out of range make the fix unreadable, never the event', async ({ page }) => {
  let spoiledId = '';
  await spoilDay(page, spoiledDate, (events) =>
    JSON.stringify(
      events.map((event, index) => {
        if (index >= 2) return event;
        if (index === 0) spoiledId = String(event.id);
        return { ...event, GPS: { valid: true, Lat: index === 0 ? 123 : 0, Lng: -500, At: 0 } };
      }),
    ),
  );
  await page.goto(twoDays);
  await settled(page);
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(await openReadReport(page)).toContainText('Unreadable fields, shown as sent: GPS (2)');
  await page.getByRole('searchbox', { name: 'Search' }).fill(spoiledId);
  await expect(page.getByRole('grid', { name: 'Events' })).toContainText(
    'unreadable: {"valid":true,"Lat":123',
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expectGoodDayKept(page);
});

test('10 MB of attributes on one event: the row shows, the page stays responsive', async ({ page }) => {
  const huge = 'x'.repeat(10 * 1024 * 1024);
  await spoilDay(page, spoiledDate, (events) =>
    JSON.stringify(
      events.map((event, index) =>
        index === 0 ? { ...event, location: 'Huge attributes St', attributes: { blob: huge } } : event,
      ),
    ),
  );
  await page.goto(twoDays);
  await settled(page, 40_000);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('Huge attributes');
  await expect(summary(page)).toHaveText(/^1 of /);
  await expect(page.getByRole('grid', { name: 'Events' })).toContainText('Huge attributes St');
  await search.fill('');
  await expectGoodDayKept(page);
});

test('200,000 events in one day load, count and scroll', async ({ page }) => {
  test.slow(); // three times the default: the longest loads of the suite
  await spoilDay(page, spoiledDate, (events) => {
    const template = events[0] ?? {};
    const base = Number(template.timeAt);
    const many = Array.from({ length: 200_000 }, (_, i) => ({
      ...template,
      id: 900_000_000 + i,
      timeAt: base + i * 300,
      attributes: { seq: String(i) },
    }));
    return JSON.stringify(many);
  });
  await page.goto(twoDays);
  await settled(page, 90_000);
  await expect(summary(page)).toHaveText(/ of 2\d\d,\d{3} events/);
  const grid = page.getByRole('grid', { name: 'Events' });
  await grid.focus();
  await page.keyboard.press('End');
  await expect(grid.getByRole('row').last()).toBeVisible();
});
