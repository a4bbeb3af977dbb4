import { expect, test, type APIRequestContext } from '@playwright/test';
import { companyKey, emulatorUrl, resetEmulator, signInWithApiKey } from './support/emulator';
import { signInDirectly } from './support/session';
import { wednesday } from './support/calendar';

test.beforeEach(async ({ request }) => resetEmulator(request));

interface ApiEvent {
  id: number;
  type: string;
  action: string;
  timeAt: number;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * An AU ignition event of a working weekday that the UK's API does not have (emulated ids repeat across
 * regions: day, vehicle and sequence), found through the API as a support ticket would quote it.
 */
async function auOnlyEvent(request: APIRequestContext): Promise<ApiEvent> {
  const headers = (key: string) => ({ Authorization: `Bearer ${key}` });
  const auKey = await companyKey(request, 'au');
  const ukKey = await companyKey(request, 'uk');
  const events = (await (
    await request.get(`${emulatorUrl}/au/v1/events/ignition?from=${wednesday}`, { headers: headers(auKey) })
  ).json()) as ApiEvent[];
  for (const event of events) {
    const from = dayOf(event.timeAt - 3 * 86_400_000);
    const to = dayOf(event.timeAt + 4 * 86_400_000);
    const inUk = await request.get(`${emulatorUrl}/uk/v1/events/ignition/${event.id}?from=${from}&to=${to}`, {
      headers: headers(ukKey),
    });
    if (inUk.status() === 404) return event;
  }
  throw new Error('every AU ignition event of that day is in the UK too');
}

test('from the UK lookup, "All my regions" finds an AU event in Australia, lists a region not signed in, and the ticket copy holds the fields', async ({
  page,
  request,
  context,
}) => {
  const event = await auOnlyEvent(request);
  await context.grantPermissions(['clipboard-write']);
  // The app's Permissions-Policy forbids reading the clipboard (rightly), so the test keeps what it writes.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = async (text: string) => {
      sessionStorage.setItem('e2e-copied', text);
      await write(text);
    };
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInDirectly(page, request, 'au');
  await signInWithApiKey(page, 'uk', await companyKey(request, 'uk'));

  await page.goto('/uk/lookup');
  await page.getByRole('checkbox', { name: 'All my regions' }).check();
  await page.getByLabel('Paste a link or type/id').fill(`ignition/${event.id}`);
  await page.getByLabel('Around').fill(dayOf(event.timeAt));
  await page.getByRole('button', { name: 'Find event' }).click();
  await expect(page).toHaveURL(new RegExp(`/uk/lookup\\?type=ignition&id=${event.id}&date=.*&all=1$`));

  const results = page.getByRole('list', { name: 'By region' });
  const open = results.getByRole('link', { name: 'Open in Australia' });
  await expect(open).toHaveAttribute('href', `/au/events/ignition/${event.id}?at=${event.timeAt}`);
  await expect(results.getByRole('listitem', { name: 'Australia' })).toContainText(
    `Found: ignition · ${event.action}`,
  );
  // On a wide screen the results sit beside the form, not under it in half the width.
  const formBox = await page.getByRole('form', { name: 'Event lookup' }).boundingBox();
  const resultsBox = await results.boundingBox();
  expect(resultsBox?.x ?? 0).toBeGreaterThanOrEqual((formBox?.x ?? 0) + (formBox?.width ?? Infinity));
  expect(resultsBox?.width ?? 0).toBeGreaterThan(600);
  // New Zealand has no session in this tab: its sign-in comes back to this lookup there.
  const signIn = results.getByRole('link', { name: 'Sign in to New Zealand' });
  await expect(signIn).toHaveAttribute(
    'href',
    /^\/nz\/sign-in\?returnTo=%2Fnz%2Flookup%3Ftype%3Dignition%26id%3D/,
  );

  await open.click();
  await expect(page).toHaveURL(new RegExp(`/au/events/ignition/${event.id}\\?at=${event.timeAt}$`));
  const fields = page.getByRole('region', { name: 'Fields' });
  await expect(fields).toContainText(/Vehicle(Ute|Van|Truck|Prime Mover) \d+/);
  await expect(fields).toContainText(/Company.+ Pty Ltd/);
  await page.getByRole('button', { name: 'Copy for a ticket' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const ticket = (await page.evaluate(() => sessionStorage.getItem('e2e-copied'))) ?? '';
  expect(ticket).toContain('Region: Australia (au)');
  expect(ticket).toContain(`Type: ignition · ${event.action}`);
  expect(ticket).toContain(`Event id: ${event.id}`);
  expect(ticket).toMatch(/Time \(UTC\): \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(ticket).toMatch(/Time \(Australia\/\w+\): \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(ticket).toMatch(/Vehicle: (Ute|Van|Truck|Prime Mover) \d+ · .+ \(\d+\)/);
  expect(ticket).toMatch(/Device: .+ \(\d+\)/);
  expect(ticket).toMatch(/Company: .+ Pty Ltd · .+ \(4001\)/);
  expect(ticket).toMatch(/Location: .+/);
  expect(ticket).toMatch(/GPS: (valid|NOT valid)/);
  expect(ticket).toContain(`Link: http://localhost:4173/au/events/ignition/${event.id}?at=${event.timeAt}`);
  expect(ticket).toContain(
    `API call: curl -sS -H 'Accept: application/json' -H "Authorization: Bearer $API_KEY" 'http://localhost:4010/au/v1/events/ignition/${event.id}?from=`,
  );
  expect(ticket).not.toMatch(/au-user-|Bearer (?!\$API_KEY)/);
});
