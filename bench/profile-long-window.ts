// npm run bench:profile-long-window: where a long window's load goes. Signs in (an unminified build, as
// bench:profile does), opens one vehicle's 400 days (which waits for "Load 400 days"), then records a
// Chromium CPU profile and a timeline trace from the click to the table painted with every day, and prints
// the time taken, the browser's phases, the heaviest functions and how long the days' requests took.
// Settings: those of bench:profile (BENCH_VEHICLES, PROFILE_DIST, PROFILE_NO_BUILD, PROFILE_TOP, the ports).
// Use BENCH_VEHICLES=60: with the bench's 780 vehicles the emulator takes about a second per day here, and
// the page mostly waits for it.
import { waitForMark } from './page-steps.ts';
import { openSignedInPage } from './profile-page.ts';
import { report, traced } from './trace.ts';

const window = 'types=ignition&from=2025-10-01&to=2026-11-05&vehicleIds=40010001';

async function main(): Promise<void> {
  const { browser, page, appUrl } = await openSignedInPage();
  await page.goto(`${appUrl}/au/events?${window}`);
  const load = page.getByRole('button', { name: 'Load 400 days' });
  await load.waitFor();
  const cdp = await page.context().newCDPSession(page);
  const result = await traced(cdp, async () => {
    const start = Date.now();
    await load.click();
    await waitForMark(page, 'events-painted');
    await page.waitForFunction(
      () => !document.querySelector('[role="progressbar"][aria-label="Loading days"]'),
      undefined,
      { timeout: 300_000, polling: 100 },
    );
    return Date.now() - start;
  });
  report('400 days of one vehicle, from the click to every day painted', result);
  // The browser keeps 250 resource entries by default: enough for the spread, not every request.
  const requests = await page.evaluate(() => {
    const days = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/v1/events'))
      .map((entry) => entry.duration)
      .sort((a, b) => a - b);
    const at = (share: number) => Math.round(days[Math.floor((days.length - 1) * share)] ?? 0);
    return `${days.length} requests timed: ${at(0.1)} / ${at(0.5)} / ${at(0.9)} ms (10th / 50th / 90th percentile)`;
  });
  console.log(requests);
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
