// Steps the bench and the profiling scripts take on the app's page: sign in, open the map, export the rows.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { installLongTaskObserver, resetLongest } from './measure.ts';
import { withBenchEmulator } from './ports.ts';
import { allColumns } from './view-changes.ts';

/** A date in Sydney, `offsetDays` from today: the bench's windows are whole AU days. */
export const sydneyDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    Date.now() + offsetDays * 86_400_000,
  );

/** The app's config, as the page fetches it, points at the bench's emulator (ports.ts). */
export async function useBenchEmulator(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withBenchEmulator(await response.text()) });
  });
}

/** The bench's week: 7 whole AU days of every type, every column shown, the table alone. */
export const weekUrl = (appUrl: string) =>
  `${appUrl}/au/events?types=&from=${sydneyDate(-8)}T00:00&to=${sydneyDate(-1)}T00:00&tz=Australia%2FSydney&cols=${allColumns}&mode=table`;

/**
 * A run's load, as the bench measures it, on a fresh page: sign in, then load the week until it is painted,
 * with long tasks observed from after the sign-in. Resolves with the key the app sent for the events (it
 * keeps an OIDC sign-in's key in memory only), for the bare parse of the same responses.
 */
export async function signInAndLoadWeek(page: Page, appUrl: string): Promise<string> {
  await useBenchEmulator(page);
  await installLongTaskObserver(page);
  let apiKey = '';
  page.on('request', (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? '');
    if (bearer?.[1] && request.url().includes('/v1/events')) apiKey = bearer[1];
  });
  await signIn(page, appUrl);
  await resetLongest(page);
  await page.goto(weekUrl(appUrl));
  await waitForMark(page, 'events-painted');
  return apiKey;
}

/** Waits until the app has set the performance mark `name` (`events-painted`, `events-names-shown`). */
export async function waitForMark(page: Page, name: string, timeout = 300_000): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length >= 1, name, { timeout });
}

/**
 * The bench's sign-in: the demo user of AU, by password, back to `returnTo` (the events page, as before
 * sign-in landed on the region's home, whose loads would otherwise run beside the step that follows).
 */
export async function signIn(page: Page, appUrl: string, returnTo = '/au/events'): Promise<void> {
  await page.goto(`${appUrl}/au/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  const form = page.getByRole('form', { name: 'Password sign-in' });
  await form.getByLabel('Username').fill('demo');
  await form.getByLabel('Password').fill('demo');
  await form.getByRole('button', { name: 'Sign in with password' }).click();
  await page.waitForURL((url) => url.pathname === returnTo);
}

/**
 * Opens the map from the table: click to the first idle render that shows the fixes, and the map's size
 * (for the bare map baseline); then back to the table.
 */
export async function mapFirstIdle(page: Page): Promise<{ ms: number; width: number; height: number }> {
  const figures = await page.evaluate(async () => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Map"]');
    if (!button) throw new Error('no Map toggle');
    const started = performance.now();
    button.click();
    const map = await new Promise<Element>((resolve) => {
      const check = () => {
        const shown = document.querySelector('[data-map-state]');
        const idle = shown?.getAttribute('data-map-state') === 'idle';
        if (shown && idle && Number(shown.getAttribute('data-rendered-clusters') ?? 0) > 0) resolve(shown);
        else setTimeout(check, 10);
      };
      check();
    });
    const ms = performance.now() - started;
    const { width, height } = map.getBoundingClientRect();
    return { ms, width: Math.round(width), height: Math.round(height) };
  });
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  return figures;
}

/**
 * The table's rows as the app exports them (every column shown), for the bare list; and the time from the
 * menu item's click to the download starting.
 */
export async function exportCsv(page: Page): Promise<{ csv: string; ms: number }> {
  await page.getByRole('button', { name: 'Export' }).click();
  // Half a million rows with their names take longer than Playwright's default 30 s to export here.
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 300_000 }),
    page.getByRole('menuitem', { name: /CSV/ }).click({ timeout: 300_000 }),
  ]);
  const ms = Date.now() - started;
  return { csv: await readFile((await download.path()) ?? '', 'utf8'), ms };
}

/** The table's columns' widths as drawn, for the bare list to draw the same. */
export async function columnWidths(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="columnheader"]')].map((h) =>
      Math.round(h.getBoundingClientRect().width),
    ),
  );
}
