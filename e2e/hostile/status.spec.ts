import { expect, test, type Page } from '@playwright/test';
import { injectFault, requestCounts, resetRequestCounts } from '../support/emulator';
import {
  expectStillUsable,
  settled,
  spoiledDate,
  summary,
  twoDays,
  signedInAndWatched,
} from '../support/hostile';
import { editConfig } from '../support/config';
import { hostileWeek, span } from '../support/calendar';

const eventsPath = 'au /v1/events/ignition';
/** Faults aimed at one API date of the two in `twoDays`. */
const oneDate = `from=${spoiledDate}`;
signedInAndWatched();

const dayFailed = (page: Page) =>
  page.getByRole('alert').filter({ hasText: /Events of 2026-11-\d\d could not be loaded/ });

/**
 * The deployment's config with `settings` on every region: shorter waits between retries (and timeouts) so a
 * test of how many times a day is tried does not sit through the default 1 + 2 + 4 s.
 */
async function configured(page: Page, settings: Record<string, number>) {
  await editConfig(page, (config) => {
    for (const region of config.regions) Object.assign(region, settings);
  });
}

/** One of the two days failed on its own; the other's rows are on screen. */
async function expectOneDayFailedRowsKept(page: Page, message: RegExp, timeout = 10_000) {
  await expect(dayFailed(page)).toContainText(message, { timeout });
  await expect(dayFailed(page)).toHaveCount(1);
  await expect(summary(page)).toHaveText(/^[1-9][\d,]* of /);
  await expect(dayFailed(page).getByRole('button', { name: 'Retry' })).toBeEnabled();
}

test('400 with a message shows it next to the filter it names, and is not retried', async ({
  page,
  request,
}) => {
  await injectFault(request, {
    region: 'au',
    path: '/v1/events',
    query: oneDate,
    errorStatus: 400,
    message: '"vehicleIds" has too many values for this key.',
    times: 1,
  });
  await page.goto(`${twoDays}&vehicleIds=40010001,40010002,40010003`);
  // The problem opens the filter bar, where it shows under the field it names (and as a red chip).
  const bar = page.getByRole('region', { name: 'Filters' });
  await expect(bar.getByText(/The API refused this: "vehicleIds" has too many values/)).toBeVisible();
  await expect(dayFailed(page)).toContainText('"vehicleIds" has too many values');
  await settled(page);
  expect((await requestCounts(request))[eventsPath]).toBe(2); // the refused day is not asked again
  await expectStillUsable(page, `${twoDays}&vehicleIds=40010001,40010002,40010003`);
});

test('400 without a body shows the status line, and is not retried', async ({ page, request }) => {
  await injectFault(request, {
    region: 'au',
    path: '/v1/events',
    query: oneDate,
    errorStatus: 400,
    noBody: true,
  });
  await page.goto(twoDays);
  await expectOneDayFailedRowsKept(page, /400 Bad Request/);
  expect((await requestCounts(request))[eventsPath]).toBe(2);
  await expectStillUsable(page, twoDays);
});

test('401 in the middle of a 7-day load: the key is exchanged again and the load completes', async ({
  page,
  request,
}) => {
  const week = `/au/events?types=ignition&${span(hostileWeek)}`;
  await injectFault(request, { region: 'au', path: '/v1/events', latencyMs: 300, times: 3 });
  await injectFault(request, { region: 'au', path: '/v1/events', errorStatus: 401, times: 1 });
  await page.goto(week);
  await settled(page);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  // The page's own exchange on load makes one; the 401 must have made a second, not a retry with the old key.
  expect((await requestCounts(request))['au /v1/auth/sso']).toBeGreaterThanOrEqual(2);
  await expectStillUsable(page, week);
});

test('403 says the key cannot see this; the other day stays', async ({ page, request }) => {
  await injectFault(request, {
    region: 'au',
    path: '/v1/events',
    query: oneDate,
    errorStatus: 403,
    message: 'This key may not read these vehicles.',
    times: 1,
  });
  await page.goto(twoDays);
  await expectOneDayFailedRowsKept(
    page,
    /This key cannot see that \(403\)\. This key may not read these vehicles\./,
  );
  expect((await requestCounts(request))[eventsPath]).toBe(2);
  await expectStillUsable(page, twoDays);
});

test('404 for one event says it was not found, with a way back', async ({ page }) => {
  await page.goto('/au/events/ignition/25060099999?at=1794375700691');
  // The page's own notice, not the app bar around it: its way back is its own link, to the lookup.
  const notFound = page
    .getByRole('main')
    .getByRole('alert')
    .filter({ has: page.getByText('Event not found', { exact: true }) });
  await expect(notFound).toContainText(/No ignition event 25060099999 between \d{4}-\d\d-\d\d and/);
  const back = notFound.getByRole('link', { name: 'Look up another event' });
  await expect(back).toHaveAttribute('href', '/au/lookup');
  await back.click();
  await expect(page).toHaveURL(/\/au\/lookup$/);
  await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
});

test('429 without Retry-After waits a moment, says so, and then loads', async ({ page, request }) => {
  await injectFault(request, {
    region: 'au',
    path: '/v1/events',
    query: oneDate,
    errorStatus: 429,
    times: 1,
  });
  await page.goto(twoDays);
  await expect(page.getByText(/The API asked us to slow down: waiting a moment/)).toBeVisible();
  await settled(page);
  await expect(page.getByText(/could not be loaded|slow down/)).toHaveCount(0);
  expect((await requestCounts(request))[eventsPath]).toBe(3);
});

// Which statuses are retried is the retry policy's unit test (src/lib/query-client.test.ts): 502 stands for them.
test('502 is retried three times, then offers a retry; rows and filters stay', async ({ page, request }) => {
  await configured(page, { retryDelaySeconds: 0.1 });
  await page.goto(twoDays);
  await settled(page);
  const before = await summary(page).textContent();
  await resetRequestCounts(request);
  await injectFault(request, { region: 'au', path: '/v1/events', errorStatus: 502, times: 8 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(dayFailed(page)).toHaveCount(2, { timeout: 20_000 });
  expect((await requestCounts(request))[eventsPath]).toBe(8); // two days, 1 + 3 attempts each
  await expect(summary(page)).toHaveText(before ?? '');
  await expectStillUsable(page, twoDays);
  await dayFailed(page).first().getByRole('button', { name: 'Retry' }).click();
  await expect(dayFailed(page)).toHaveCount(1);
});

test('503 on every day of a week keeps what was loaded and retries each day a bounded number of times', async ({
  page,
  request,
}) => {
  const week = '/au/events?types=ignition&from=2026-11-03&to=2026-11-10';
  await configured(page, { retryDelaySeconds: 0.1 });
  await page.goto(week);
  await settled(page);
  await resetRequestCounts(request);
  await injectFault(request, { region: 'au', path: '/v1/events', errorStatus: 503, errorRate: 1 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(7, { timeout: 40_000 });
  expect((await requestCounts(request))[eventsPath]).toBe(7 * 4);
  await expect(summary(page)).toHaveText(/^[1-9][\d,]* of /);
  await expectStillUsable(page, week);
});

test('a server that never answers times out, is retried a bounded number of times, then offers a retry', async ({
  page,
  request,
}) => {
  // A deployment's config sets the timeout; here a short one so the test does not wait 30 s per attempt.
  await configured(page, { requestTimeoutSeconds: 1, retryDelaySeconds: 0.1 });
  await injectFault(request, { region: 'au', path: '/v1/events', query: oneDate, hang: true, times: 4 });
  await page.goto(twoDays);
  // Four attempts of 1 s with 0.1 + 0.2 + 0.4 s between them.
  await expectOneDayFailedRowsKept(page, /could not be reached: no answer within 1 s/, 25_000);
  expect((await requestCounts(request))[eventsPath]).toBe(5); // 4 for the hanging day, 1 for the other
  await dayFailed(page).getByRole('button', { name: 'Retry' }).click();
  await expect(dayFailed(page)).toHaveCount(0);
  await expectStillUsable(page, twoDays);
});

test('going offline keeps the rows and says so; coming back finishes the load', async ({ page, context }) => {
  await page.goto(twoDays);
  await settled(page);
  const before = await summary(page).textContent();
  // The filter bar's code is not in the first load: it comes once the page is idle after the window's days.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/filter-bar-[^/]*\.js$/.test(entry.name)).length,
      ),
    )
    .toBe(1);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page.getByText(/You are offline/)).toBeVisible();
  await expect(page).toHaveURL(/range=last7d/);
  // A part whose code cannot come says so in its place; the page around it stays.
  const columnsButton = page.getByRole('button', { name: 'Columns' });
  await columnsButton.click();
  const columns = page.getByRole('dialog', { name: 'Columns' });
  await expect(columns.getByRole('alert')).toContainText('could not be loaded');
  await page.keyboard.press('Escape');
  await page.goBack();
  await expect(summary(page)).toHaveText(before ?? '');
  await page.goForward();
  await context.setOffline(false);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await settled(page);
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await columnsButton.click();
  await expect(columns.getByRole('button', { name: 'Default columns' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectStillUsable(page, /range=last7d/);
});
