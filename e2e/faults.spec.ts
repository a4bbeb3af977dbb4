import { expect, test } from '@playwright/test';
import { injectFault, resetEmulator } from './support/emulator';
import { signInDirectly } from './support/session';
import { openReadReport } from './support/read-report';

const oneDay = '/au/events?types=ignition&from=2026-11-10&to=2026-11-11';

test.beforeEach(async ({ page, request }) => {
  await resetEmulator(request);
  await signInDirectly(page, request);
});

test('a 429 with Retry-After is waited out, and the page says so', async ({ page, request }) => {
  await injectFault(request, {
    region: 'au',
    path: '/v1/events/ignition',
    errorStatus: 429,
    retryAfterSeconds: 2,
    times: 1,
  });
  await page.goto(oneDay);
  await expect(page.getByText(/The API asked us to slow down: waiting 2 s/)).toBeVisible();
  await expect(page.getByText(/^[\d,]+ of [\d,]+ events/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(/slow down/)).toHaveCount(0);
});

test('fields that cannot be read are counted, and their events still shown', async ({ page, request }) => {
  await injectFault(request, {
    region: 'au',
    path: '/v1/events/ignition',
    malformed: 'bad-fields',
    times: 1,
  });
  await page.goto(oneDay);
  // Half the events have an id sent as text and a fix with a word for a latitude: all of them show.
  const howRead = await openReadReport(page);
  await expect(howRead).toContainText(/Unreadable fields, shown as sent: .*GPS/);
  await expect(howRead).toContainText(/Read leniently .*id/);
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(page.getByText(/^[\d,]+ of [\d,]+ events/)).toBeVisible();
});
