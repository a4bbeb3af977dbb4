// The screenshots in docs/user-guide.md (one of them in the README): the events page in Table, Map and
// Both modes at 1440×900 and 1280×720, the Compare panel, the lookup across regions, a fleet replay and
// the region's home at 1440×900, 1280×720 and on a phone, taken in Chromium from a build of this tree against the bench's emulator
// (a fixed fleet, so the pictures only change when the app does). Run `npm run screenshots`, or
// `npm run screenshots -- compare lookup` for some of them (home, events, compare, lookup, replay); it writes
// docs/screenshots/*.png and says how many table rows each events picture shows whole.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openSignedInPage } from '../bench/profile-page.ts';
import { sydneyDate, waitForMark } from '../bench/page-steps.ts';

const outDir = 'docs/screenshots';
const sizes = [
  [1440, 900],
  [1280, 720],
] as const;
const modes = ['table', 'map', 'both'] as const;

/** Rows of the table wholly inside both the grid's scroll area and the window. */
async function wholeRows(page: Page): Promise<number> {
  return page.evaluate(() => {
    const grid = document.querySelector('[role="grid"]');
    if (!grid) return 0;
    const area = grid.getBoundingClientRect();
    const bottom = Math.min(area.bottom, window.innerHeight);
    return [...grid.querySelectorAll('[role="row"]')].filter((row) => {
      const box = row.getBoundingClientRect();
      return row.querySelector('[role="gridcell"]') && box.top >= area.top && box.bottom <= bottom;
    }).length;
  });
}

// The fleet replay: AU's first two vans (Sydney, Melbourne) on a fixed working Wednesday, paused at midday
// Sydney time, when both are on the road. A fixed day, not the last 24 hours: the picture is of the app.
const replayDay = 'from=2026-11-18&to=2026-11-19';
const replayVans = '40010001,40010002';
const replayAt = Date.parse('2026-11-18T01:30:00Z');
const fleetReplayUrl = (appUrl: string) =>
  `${appUrl}/au/events?${replayDay}&types=&vehicleIds=${replayVans}&mode=both` +
  `&replay=vehicles:${replayVans}&replayAt=${replayAt}`;

const zone = 'Australia/Sydney';

/** Midnight of a Sydney date, in epoch ms (its offset taken at noon there, so a DST change day is off). */
function sydneyMidnight(date: string): number {
  const noonUtc = Date.parse(`${date}T00:00:00Z`);
  const offsetName =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(noonUtc)
      .find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign = '+', hours = '0', minutes = '0'] = /GMT([+-])(\d\d):(\d\d)/.exec(offsetName) ?? [];
  return noonUtc - (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** Three days of AU, the middle one compared with the other two: the panel as a person first sees it. */
async function comparePicture(page: Page, appUrl: string, save: boolean): Promise<string> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const compare = `${sydneyMidnight(sydneyDate(-3))},${sydneyMidnight(sydneyDate(-2))}`;
  await page.goto(
    `${appUrl}/au/events?types=&from=${sydneyDate(-4)}T00:00&to=${sydneyDate(-1)}T00:00&tz=${encodeURIComponent(zone)}&mode=table&compare=${compare}`,
  );
  // The panel compares what has arrived: the picture waits for the whole window, then for its answer.
  await waitForMark(page, 'events-names-shown');
  await page
    .getByRole('progressbar', { name: 'Loading days' })
    .waitFor({ state: 'detached', timeout: 300_000 });
  const panel = page.getByRole('region', { name: 'Compare' });
  await panel
    .getByRole('table')
    .or(panel.getByText(/^Nothing stands out/))
    .first()
    .waitFor({ timeout: 120_000 });
  await page.waitForTimeout(1500);
  if (save) {
    const path = `${outDir}/compare-1440x900.png`;
    await page.screenshot({ path });
    console.log(path);
  }
  // An event of the window, for the lookup.
  return (await page.locator('[role="grid"] a[href*="/au/events/"]').first().getAttribute('href')) ?? '';
}

/** The lookup of an AU event in every region, from the page of another: found there, the others said. */
async function lookupPicture(page: Page, appUrl: string, eventHref: string): Promise<void> {
  await page.setViewportSize({ width: 1440, height: 900 });
  const [, type = '', id = '', at = '0'] = /\/au\/events\/([^/]+)\/(\d+)\?at=(\d+)/.exec(eventHref) ?? [];
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Number(at));
  await page.goto(
    `${appUrl}/au/lookup?type=${type}&id=${id}&date=${date}&all=1&tz=${encodeURIComponent(zone)}`,
  );
  await page.getByRole('link', { name: 'Open in Australia' }).waitFor({ timeout: 120_000 });
  await page.locator('[aria-busy="false"]').first().waitFor();
  await page.waitForTimeout(1000);
  const path = `${outDir}/lookup-regions-1440x900.png`;
  await page.screenshot({ path });
  console.log(path);
}

/**
 * The region's home once its four cards have painted (issue 70): at 1440×900, 1280×720 and a phone's
 * 390×844 (the whole page), and with SCREENSHOTS_LOCALE=es or pt-BR the same in that language, to look at
 * (those go to bench/tmp, not to the docs).
 */
async function homePictures(page: Page, appUrl: string): Promise<void> {
  const locale = process.env.SCREENSHOTS_LOCALE;
  if (locale) await page.evaluate((chosen) => localStorage.setItem('fee.locale', chosen), locale);
  const dir = locale ? `bench/tmp/screenshots-${locale}` : outDir;
  mkdirSync(dir, { recursive: true });
  for (const [width, height, name] of [
    [1440, 900, '1440x900'],
    [1280, 720, '1280x720'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto(`${appUrl}/au`);
    await page.waitForFunction(
      () => performance.getEntriesByName('home-card-painted', 'mark').length >= 4,
      null,
      { timeout: 300_000 },
    );
    // The small map's tiles and fade-in.
    await page.waitForTimeout(2500);
    const path = `${dir}/home-${name}.png`;
    await page.screenshot({ path, fullPage: name === 'phone' });
    console.log(path);
  }
  if (locale) await page.evaluate(() => localStorage.removeItem('fee.locale'));
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const asked = process.argv.slice(2);
  const wanted = (name: string) => asked.length === 0 || asked.includes(name);
  const { browser, page, appUrl } = await openSignedInPage();
  if (wanted('home')) await homePictures(page, appUrl);
  if (wanted('compare') || wanted('lookup')) {
    const eventHref = await comparePicture(page, appUrl, wanted('compare'));
    if (wanted('lookup')) await lookupPicture(page, appUrl, eventHref);
  }
  for (const [width, height] of wanted('events') ? sizes : []) {
    await page.setViewportSize({ width, height });
    for (const mode of modes) {
      await page.goto(`${appUrl}/au/events?mode=${mode}`);
      await waitForMark(page, 'events-names-shown');
      if (mode !== 'table') await waitForMark(page, 'map-idle');
      // Whatever settles after the names (the map's fade-in, a tooltip's timer).
      await page.waitForTimeout(1500);
      const path = `${outDir}/events-${mode}-${width}x${height}.png`;
      await page.screenshot({ path });
      const rows = mode === 'map' ? '' : `, ${await wholeRows(page)} rows whole`;
      console.log(`${path}${rows}`);
    }
  }
  if (wanted('replay')) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(fleetReplayUrl(appUrl));
    await waitForMark(page, 'events-names-shown');
    await waitForMark(page, 'map-idle');
    await page.locator('[data-replay-marker]').nth(1).waitFor();
    await page.waitForTimeout(1500);
    const replayPath = `${outDir}/fleet-replay-1440x900.png`;
    await page.screenshot({ path: replayPath });
    console.log(replayPath);
  }
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
