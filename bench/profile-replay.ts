// npm run bench:profile-replay: where a replay's frames go. Opens the bench's 100k week (an unminified
// build, as bench:profile does), then the around-the-clock vehicle's replay (10,000 fixes and more) at its
// link inside the app (the week kept), and records a Chromium CPU profile and timeline trace of 3 s played
// at 120×: the frames, the browser's phases, the heaviest functions and every main-thread task long enough
// to make a frame late.
// Settings: those of bench:profile (BENCH_VEHICLES, PROFILE_DIST, PROFILE_NO_BUILD, PROFILE_TOP, the
// ports), PROFILE_VEHICLE (another vehicle id), PROFILE_PLAY_MS (3000), PROFILE_LONG_MS (12: tasks listed),
// PROFILE_FLEET=1 (issue 43's fleet replay instead, as the bench plays it: 20 dense vehicles on a 20-vehicle
// fleet, midnight to 14:00; with BENCH_VEHICLES=20 PROFILE_DENSE=20), BENCH_CPU_THROTTLE (from the replay's
// opening on).
import { fleetVehicles, fleetWindowUrl } from './fleet-replay.ts';
import { openProfiledPage, openSignedInPage } from './profile-page.ts';
import { waitForMark } from './page-steps.ts';
import type { Browser, Page } from '@playwright/test';
import { denseVehicle, openReplay, playFrames, replayUrl } from './replay.ts';
import { longTasks, report, traced } from './trace.ts';
import { cpuThrottle } from './interactions.ts';

async function main(): Promise<void> {
  const fleet = Boolean(process.env.PROFILE_FLEET);
  const { browser, page } = fleet ? await openFleetWindow() : await openProfiledPage();
  const vehicle = fleet ? fleetVehicles : Number(process.env.PROFILE_VEHICLE ?? denseVehicle);
  const fixes = await openReplay(page, replayUrl(page.url(), vehicle));
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  let frames = { fps: Number.NaN, framesOver20ms: Number.NaN };
  const result = await traced(cdp, async () => {
    frames = await playFrames(page, Number(process.env.PROFILE_PLAY_MS ?? 3000));
    return Number.NaN;
  });
  report(
    `replay of ${fleet ? `${fleetVehicles.length} vehicles` : `vehicle ${vehicle}`} (${fixes} fixes) at 120×: ${frames.fps} fps, ${frames.framesOver20ms} frames over 20 ms`,
    result,
  );
  console.log('\nlong main-thread tasks:');
  for (const line of longTasks(result.trace, Number(process.env.PROFILE_LONG_MS ?? 12)))
    console.log(`  ${line}`);
  await browser.close();
  process.exit(0);
}

/** The fleet replay's window, loaded (run with BENCH_VEHICLES=20 PROFILE_DENSE=20, as the bench's). */
async function openFleetWindow(): Promise<{ browser: Browser; page: Page }> {
  const { browser, page, appUrl } = await openSignedInPage();
  await page.goto(fleetWindowUrl(appUrl));
  await waitForMark(page, 'events-painted');
  return { browser, page };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
