import { expect, test } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { cellUnder, inFirstCell } from './support/rows';
import { signInDirectly } from './support/session';
import { oneDay, span, wednesday } from './support/calendar';

/** A working weekday's ignition and driver events (the default types): its first row is always there. */
const aWorkingDay = `/au/events?${span(oneDay(wednesday))}`;

test.beforeEach(async ({ request }) => resetEmulator(request));

test('opens a detail from the table, with every field, attributes, raw JSON and a redacted curl', async ({
  page,
  request,
}) => {
  await signInDirectly(page, request);
  await page.goto(aWorkingDay);
  const firstRow = page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1);
  const id = (await firstRow.getByRole('gridcell').last().textContent()) ?? '';
  await firstRow.click(inFirstCell);
  await expect(page).toHaveURL(new RegExp(`/au/events/(ignition|driver)/${id}\\?at=\\d+$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(ignition|driver) · \w+$/);
  const fields = page.getByRole('region', { name: 'Fields' });
  await expect(fields).toContainText(`Event id${id}`);
  await expect(fields).toContainText('Time (UTC)');
  // Names from the emulator's entity endpoints, beside the ids they name.
  await expect(fields).toContainText(/Company.+ Pty Ltd · ABN [\d ]+ · 4001/);
  await expect(fields).toContainText(/Vehicle(Ute|Van|Truck|Prime Mover) \d+ · .+ · 4001\d{4}/);
  await expect(page.getByRole('table', { name: 'Attributes' })).toContainText('canOdometer');
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toContainText(`"id": ${id}`);
  await expect(page.getByLabel('curl command')).toContainText('Bearer $API_KEY');
  await expect(page.getByLabel('curl command')).not.toContainText('au-user-');

  // Around it: the same vehicle's events, this one marked; opening one moves the mark to it.
  const around = page.getByRole('region', { name: 'Around this event' });
  const vehicle = (await around.getByRole('button', { name: /^Vehicle \d+$/ }).textContent())?.split(' ')[1];
  const list = around.getByRole('list', { name: `Events of vehicle ${vehicle} around this one` });
  const current = list.locator('a[aria-current="page"]');
  await expect(current).toHaveText(/^this event/);
  await expect(current).toHaveAttribute('href', new RegExp(`/${id}\\?`));
  const earlier = list.getByRole('link').filter({ hasText: /^−/ });
  await expect(earlier).toHaveCount(10);
  const next = /\/(\d+)\?/.exec((await earlier.first().getAttribute('href')) ?? '')?.[1] ?? '';
  await earlier.first().click();
  await expect(page).toHaveURL(new RegExp(`/au/events/\\w+/${next}\\?at=\\d+&tz=user&around=vehicle$`));
  await expect(fields).toContainText(`Event id${next}`);
  await expect(fields).toContainText(new RegExp(`Vehicle.{0,60}[^\\d]${vehicle}(?!\\d)`));
  await expect(current).toHaveAttribute('href', new RegExp(`/${next}\\?`));
  // The event it came from is now the nearest later one.
  await expect(list.getByRole('link').filter({ hasText: /^\+/ }).last()).toHaveAttribute(
    'href',
    new RegExp(`/${id}\\?`),
  );
  await page.goBack();
  await expect(current).toHaveAttribute('href', new RegExp(`/${id}\\?`));
  await page.getByRole('link', { name: 'Events around this' }).click();
  await expect(page).toHaveURL(/\/au\/events\?types=&from=.*&vehicleIds=\d+/);
});

test('a deep link to an event while signed out lands on it after sign-in', async ({ page, request }) => {
  // Find a real event through the API, as a support ticket would quote it.
  const token = await request.post(
    'http://localhost:4010/nz/auth/realms/fleet/protocol/openid-connect/token',
    {
      form: {
        client_id: 'fleet-integration',
        client_secret: 'integration-secret',
        username: 'support',
        password: 'support',
        grant_type: 'password',
      },
    },
  );
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const user = (await (
    await request.get('http://localhost:4010/nz/v1/auth/sso', {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
  ).json()) as { keys: { accessToken: string }[] };
  const events = (await (
    await request.get(`http://localhost:4010/nz/v1/events/ignition?from=${wednesday}`, {
      headers: { Authorization: `Bearer ${user.keys[0]?.accessToken ?? ''}` },
    })
  ).json()) as { id: number; timeAt: number }[];
  const event = events[0];
  expect(event).toBeDefined();

  await page.goto(`/nz/events/ignition/${event?.id}?at=${event?.timeAt}`);
  await expect(page).toHaveURL(/\/nz\/sign-in\?returnTo=/);
  await signInWithPassword(page, 'nz', 'support', 'support');
  await expect(page).toHaveURL(new RegExp(`/nz/events/ignition/${event?.id}\\?at=${event?.timeAt}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ignition · ON');
});

test('lookup finds an event two days away from the given date, and reports not-found with the span', async ({
  page,
  request,
}) => {
  await signInDirectly(page, request);
  await page.goto(aWorkingDay);
  const grid = page.getByRole('grid', { name: 'Events' });
  const firstRow = grid.getByRole('row').nth(1);
  const type = (await (await cellUnder(grid, firstRow, 'Type')).textContent()) ?? '';
  const id = (await firstRow.getByRole('gridcell').last().textContent()) ?? '';
  const eventDate = ((await firstRow.getByRole('gridcell').first().textContent()) ?? '').slice(0, 10);
  const twoDaysLater = new Date(Date.parse(`${eventDate}T00:00:00Z`) + 2 * 86_400_000)
    .toISOString()
    .slice(0, 10);

  await page.getByRole('link', { name: 'Lookup' }).click();
  await page.getByLabel('Paste a link or type/id').fill(`${type}/${id}`);
  await page.getByLabel('Around').fill(twoDaysLater);
  await page.getByRole('button', { name: 'Find event' }).click();
  await expect(page).toHaveURL(new RegExp(`/au/events/${type}/${id}\\?at=`));
  await expect(page.getByRole('region', { name: 'Fields' })).toContainText(`Event id${id}`);

  await page.getByRole('link', { name: 'Lookup' }).click();
  await page.getByLabel('Paste a link or type/id').fill('ignition/1');
  await page.getByLabel('Around').fill('2026-01-15');
  await page.getByRole('button', { name: 'Find event' }).click();
  await expect(
    page.getByText(/ignition event 1 was not found between 2025-12-16 and 2026-02-14/),
  ).toBeVisible({
    timeout: 20_000,
  });
});
