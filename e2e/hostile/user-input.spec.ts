import { expect, test, type Page } from '@playwright/test';
import { requestCounts, resetEmulator } from '../support/emulator';
import {
  escape,
  expectStillUsable,
  isEventsCall,
  settled,
  summary,
  signedInAndWatched,
} from '../support/hostile';
import { twoWeekdays } from '../support/calendar';

signedInAndWatched();

const filters = (page: Page) => page.getByRole('region', { name: 'Filters' });

test('a bad date in the URL is named next to the range, and the default window loads', async ({ page }) => {
  const url = '/au/events?types=ignition&from=2026-13-45&to=2026-11-12';
  await page.goto(url);
  await expect(filters(page)).toContainText('"2026-13-45" is not a date or date-time');
  await expect(page.getByRole('combobox', { name: 'Time range' })).toHaveText('Last 24 hours');
  await settled(page);
  await expect(summary(page)).toBeVisible();
  await expectStillUsable(page, url);
});

test('from after to is named, and nothing is asked of the API for it', async ({ page }) => {
  // The API dates the page asks for, as the browser sends them (the emulator counts paths, not queries).
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && isEventsCall(url)) asked.push(url.searchParams.get('from') ?? '');
  });
  await page.goto(`/au/events?types=ignition&from=${twoWeekdays.to}&to=${twoWeekdays.from}`);
  await expect(filters(page)).toContainText('The start is not before the end');
  await settled(page);
  // The default window (the last 24 hours) is loaded instead: its dates were asked, none of the reversed range's.
  expect(asked.length).toBeGreaterThan(0);
  expect(asked.filter((from) => from >= twoWeekdays.from && from <= twoWeekdays.to)).toEqual([]);
});

test('a range of 0 days is refused in the fields, keeping the last good window', async ({ page }) => {
  const url = '/au/events?types=ignition&from=2026-11-10T08:00&to=2026-11-10T20:00';
  await page.goto(url);
  await settled(page);
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await page.getByLabel('To', { exact: true }).fill('2026-11-10T08:00');
  await expect(page.getByText('Must be after From')).toBeVisible();
  await expectStillUsable(page, url);
  await expect(summary(page)).toBeVisible();
});

test('a range of 400 days asks first, says what it costs, and loads only when told', async ({
  page,
  request,
}) => {
  test.slow(); // three times the default: the longest loads of the suite
  const url = '/au/events?types=ignition&from=2025-10-01&to=2026-11-05&vehicleIds=40010001';
  await resetEmulator(request);
  await page.goto(url);
  const ask = page.getByRole('alert').filter({ hasText: /This window spans 400 days/ });
  await expect(ask).toContainText('Loading it takes 400 requests');
  expect((await requestCounts(request))['au /v1/events/ignition'] ?? 0).toBe(0);
  await ask.getByRole('button', { name: 'Load 400 days' }).click();
  await expect(page.getByText('400 API dates, one request each')).toBeVisible();
  await settled(page, 100_000);
  expect((await requestCounts(request))['au /v1/events/ignition']).toBe(400);
  await expect(summary(page)).toHaveText(/^[1-9][\d,]* of /);
  await expectStillUsable(page, url);
});

test('non-numeric and negative ids are named; the good ones are used', async ({ page }) => {
  const url = '/au/events?types=ignition&from=2026-11-10&to=2026-11-11&vehicleIds=abc,-5,40010001';
  await page.goto(url);
  await expect(filters(page)).toContainText('Not whole numbers: abc, -5');
  await settled(page);
  await expect(summary(page)).toBeVisible();
  // Each vehicle cell (a name once known) holds its id in its title.
  const vehicles = page.getByRole('grid', { name: 'Events' }).locator('[title^="Only vehicle "]');
  await expect(vehicles.first()).toBeVisible();
  const titles = await vehicles.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title')));
  for (const title of titles) expect(title).toMatch(/\b40010001\)?$/);
  const field = page.getByRole('combobox', { name: 'Devices' });
  await field.fill('12x, -3');
  await field.press('Enter');
  await expect(filters(page)).toContainText(/12x/);
  await expect(page).not.toHaveURL(/deviceIds/);
});

test('unknown event types: free entry loads (nothing found is said plainly); a malformed type is refused', async ({
  page,
}) => {
  await page.goto('/au/events?types=no_such_type&from=2026-11-10&to=2026-11-11');
  await settled(page);
  await expect(page.getByText(/No events shown/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit filters' }).click();
  const types = page.getByRole('combobox', { name: 'Event types' });
  await types.fill('<b>bold</b>');
  await types.press('Enter');
  await expect(filters(page)).toContainText('Not an event type: <b>bold</b>');
  await expect(page).toHaveURL(/types=no_such_type&/);
  await page.goto('/au/events?types=%3Cscript%3E,ignition');
  await expect(filters(page)).toContainText('Not an event type: <script>');
  await expect(filters(page).getByRole('button', { name: 'ignition', exact: true })).toBeVisible();
});

test('a 10,000-character search is cut to a usable length and the page stays responsive', async ({
  page,
}) => {
  const url = '/au/events?types=ignition&from=2026-11-10&to=2026-11-11';
  await page.goto(url);
  await settled(page);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('x'.repeat(10_000));
  expect((await search.inputValue()).length).toBeLessThanOrEqual(500);
  await expect(page.getByText(/No events shown|^0 of /).first()).toBeVisible();
  expect(page.url().length).toBeLessThan(2_000);
  await search.fill('');
  await expect(summary(page)).toHaveText(/^[1-9][\d,]* of /);
  await expect(page).toHaveURL(new RegExp(`${escape(url)}$`));
});
