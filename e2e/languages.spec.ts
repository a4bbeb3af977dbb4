import { expect, test, type Page } from '@playwright/test';
import { leftovers, text, type CatalogLocale } from './support/catalog-text';
import { resetEmulator } from './support/emulator';
import { inFirstCell } from './support/rows';
import { signInDirectly } from './support/session';
import { span, workingWeek } from './support/calendar';

// Mexico's region config says `defaultLocale: "es"`: a browser with no choice made opens it in Spanish.
// One page for the spec: the first test signs in through the Spanish form; the second signs the tab in
// itself, so it passes run alone.
test.describe.configure({ mode: 'serial' });
let page: Page;

/** A whole working week in Mexico City: every day has events, and the histogram a tick at each midnight. */
const week = `/mx/events?${span(workingWeek)}&tz=America%2FMexico_City&mode=both`;

/** Every day of the window is in: the app's painted mark is set and no progress bar shows. */
async function settled(locale: CatalogLocale): Promise<void> {
  const loading = text(locale, 'events:load.progressLabel');
  await page.waitForFunction(
    (label) =>
      performance.getEntriesByName('events-painted').length > 0 &&
      !document.querySelector(`[role="progressbar"][aria-label="${label}"]`),
    loading,
    { timeout: 30_000 },
  );
}

/** The histogram's axis labels at local midnights ("17 nov", "17 nov."). */
async function dayTicks(locale: CatalogLocale): Promise<string[]> {
  const chart = page.getByRole('group', { name: text(locale, 'explore:histogram.heading') });
  const ticks = await chart.locator('svg text').allTextContents();
  return ticks.filter((tick) => /^\d{1,2} \p{L}/u.test(tick));
}

async function expectNoLeftovers(from: CatalogLocale, to: CatalogLocale): Promise<void> {
  expect(await leftovers(page, from, to), `texts of ${from} left on a page in ${to}`).toEqual([]);
}

test.beforeAll(async ({ browser, request }) => {
  await resetEmulator(request);
  // A browser whose own languages are English: Spanish comes from the region, not from the browser.
  page = await browser.newPage({ locale: 'en-US' });
});
test.afterAll(async () => page.close());

test('Mexico opens in Spanish: signing in, filtering and an event detail are all in Spanish', async () => {
  await page.goto('/mx/events');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const form = page.getByRole('form', { name: text('es', 'auth:password.form') });
  await expect(form).toBeVisible();
  await expectNoLeftovers('en', 'es');
  await form.getByLabel(text('es', 'auth:password.username')).fill('demo');
  await form.getByLabel(text('es', 'auth:password.password')).fill('demo');
  await form.getByRole('button', { name: text('es', 'auth:password.submit') }).click();
  // The form was on this address too: the sign-in is done when the form has gone and the first window is in.
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/\/mx\/events$/);
  await settled('es');

  // A filter, chosen by its Spanish name. The first window's painted mark must not count for the new one.
  await page.evaluate(() => performance.clearMarks('events-painted'));
  await page.getByRole('button', { name: text('es', 'events:layout.editFilters') }).click();
  await page.getByRole('combobox', { name: text('es', 'filters:range.label') }).click();
  await page.getByRole('option', { name: text('es', 'filters:presets.last7d') }).click();
  await expect(page).toHaveURL(/range=last7d/);
  await settled('es');
  await expect(page.getByText(/^\d[\d.\s]* de \d[\d.\s]* eventos/)).toBeVisible();
  await expectNoLeftovers('en', 'es');
  // Dates a person reads are in Spanish: the axis says "17 nov", not "17 Nov".
  const ticks = await dayTicks('es');
  expect(ticks.length).toBeGreaterThan(0);
  for (const tick of ticks)
    expect(tick).toMatch(/^\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)$/);

  // An event's detail, opened from the table.
  const grid = page.getByRole('grid', { name: text('es', 'explore:table.label') });
  // The range's menu fades out after its choice. A click meanwhile lands on it, and Playwright's retry then
  // scrolls the row (wider than the grid) to its middle, out of its first cell's reach, for good.
  // (Its list is hidden from roles before its backdrop leaves: wait for the backdrop's MUI root.)
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  const first = grid.getByRole('row').nth(1);
  await first.evaluate((row) => row.scrollIntoView({ block: 'center', inline: 'start' }));
  await first.click(inFirstCell);
  await expect(page).toHaveURL(/\/mx\/events\/[^/]+\/\d+/);
  await expect(page.getByRole('region', { name: text('es', 'detail:page.fieldsSection') })).toBeVisible();
  await expectNoLeftovers('en', 'es');
});

test('switching to Portuguese changes every text at once, with no reload and the filters kept, device health too', async ({
  request,
}) => {
  await signInDirectly(page, request, 'mx');
  await page.goto(week);
  await settled('es');
  const url = page.url();
  // Anything the page keeps in memory would be gone after a reload.
  await page.evaluate(() => ((window as { stillHere?: boolean }).stillHere = true));
  await page
    .getByRole('button', {
      name: text('es', 'common:language.button').replace('{{code}}', 'es').replace('{{name}}', 'Español'),
    })
    .click();
  await page.getByRole('menuitem', { name: 'Português (Brasil)' }).click();

  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('grid', { name: text('pt-BR', 'explore:table.label') })).toBeVisible();
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(page.url()).toBe(url);
  await expectNoLeftovers('es', 'pt-BR');
  await expectNoLeftovers('en', 'pt-BR');
  const ticks = await dayTicks('pt-BR');
  expect(ticks.length).toBeGreaterThan(0);
  for (const tick of ticks) expect(tick).toMatch(/^\d{1,2} [a-zç]{3}\.$/);

  // Device health, from the app bar with the same filters: its table, settings and chips in Portuguese.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: text('pt-BR', 'common:nav.health') })
    .click();
  await expect(page.getByRole('table', { name: text('pt-BR', 'events:health.tableLabel') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: / de [\d.]+ eventos?$/ })).toBeVisible();
  await expectNoLeftovers('es', 'pt-BR');
  await expectNoLeftovers('en', 'pt-BR');
});
