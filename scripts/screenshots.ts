// The screenshots of the events page in docs/user-guide.md (one of them in the README): Table, Map and
// Both modes at 1440×900 and 1280×720, and a fleet replay at 1440×900, taken in Chromium from a build of
// this tree against the bench's emulator (a fixed fleet, so the pictures only change when the app does).
// Run `npm run screenshots`; it writes docs/screenshots/*.png and says how many table rows each shows whole.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { openSignedInPage } from '../bench/profile-page.ts';
import { waitForMark } from '../bench/page-steps.ts';

const outDir = 'docs/screenshots';
const sizes = [
  [1440, 900],
  [1280, 720],
] as const;
const modes = ['table', 'map', 'both'] as const;

// The fleet replay: AU's first two vans (Sydney, Melbourne) on a fixed working Wednesday, paused at midday
// Sydney time, when both are on the road. A fixed day, not the last 24 hours: the picture is of the app.
const replayDay = 'from=2026-11-18&to=2026-11-19';
const replayVans = '40010001,40010002';
const replayAt = Date.parse('2026-11-18T01:30:00Z');
const fleetReplayUrl = (appUrl: string) =>
  `${appUrl}/au/events?${replayDay}&types=&vehicleIds=${replayVans}&mode=both` +
  `&replay=vehicles:${replayVans}&replayAt=${replayAt}`;

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

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const { browser, page, appUrl } = await openSignedInPage();
  for (const [width, height] of sizes) {
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
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(fleetReplayUrl(appUrl));
  await waitForMark(page, 'events-names-shown');
  await waitForMark(page, 'map-idle');
  await page.locator('[data-replay-marker]').nth(1).waitFor();
  await page.waitForTimeout(1500);
  const replayPath = `${outDir}/fleet-replay-1440x900.png`;
  await page.screenshot({ path: replayPath });
  console.log(replayPath);
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
