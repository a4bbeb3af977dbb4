// npm run bench:profile-load: where the week's load goes on the page's thread. Signs in (an unminified build,
// as bench:profile does), then records a Chromium CPU profile and a timeline trace from asking for the
// bench's week to the table painted with every day, and prints the browser's phases, the heaviest functions
// and every main-thread task of PROFILE_LONG_MS (50) or more with what ran inside it, then the longest
// task's heaviest functions. PROFILE_NAMES=1 records from the table painted to every name shown instead;
// PROFILE_HOME=1 records the region's home opened cold (signed in on lookup) to its four cards painted;
// PROFILE_DETAIL=1 an event's detail page opened by its link (a new page load) until the network is idle.
// Settings: those of bench:profile (BENCH_VEHICLES, PROFILE_DIST, PROFILE_NO_BUILD, PROFILE_TOP, the ports).
import { waitForMark, weekUrl } from './page-steps.ts';
import { openSignedInPage } from './profile-page.ts';
import { longTasks, mainThreadTasks, report, selfTimes, traced } from './trace.ts';

async function main(): Promise<void> {
  const home = Boolean(process.env.PROFILE_HOME);
  const { browser, page, appUrl } = await openSignedInPage(home ? '/au/lookup' : undefined);
  const cdp = await page.context().newCDPSession(page);
  const names = Boolean(process.env.PROFILE_NAMES);
  const detail = Boolean(process.env.PROFILE_DETAIL);
  let detailHref = '';
  if (detail) {
    await page.goto(`${appUrl}/au/events?mode=table`);
    await waitForMark(page, 'events-painted');
    detailHref =
      (await page.locator('[role="grid"] a[href*="/au/events/"]').first().getAttribute('href')) ?? '';
    await page.goto(`${appUrl}/au/lookup`);
  }
  if (names) {
    await page.goto(weekUrl(appUrl));
    await waitForMark(page, 'events-painted');
  }
  const result = await traced(cdp, async () => {
    if (detail) {
      await page.goto(`${appUrl}${detailHref}`);
      await page.waitForLoadState('networkidle');
      return Number.NaN;
    }
    if (home) {
      await page.goto(`${appUrl}/au`);
      await page.waitForFunction(() => performance.getEntriesByName('home-card-painted').length >= 4, null, {
        timeout: 300_000,
      });
      return Number.NaN;
    }
    if (!names) await page.goto(weekUrl(appUrl));
    await waitForMark(page, names ? 'events-names-shown' : 'events-painted');
    return Number.NaN;
  });
  const what = detail
    ? `an event's detail page (${detailHref}), to the network idle`
    : home
      ? 'the home opened cold, to its four cards'
      : names
        ? 'the names arriving, painted to shown'
        : 'the week loaded, from asking to painted';
  report(what, result);
  console.log('\nlong main-thread tasks:');
  for (const line of longTasks(result.trace, Number(process.env.PROFILE_LONG_MS ?? 50)))
    console.log(`  ${line}`);
  // Not the profiler's own start, which is the first long task of every recording.
  const starts = result.trace.filter((e) => e.name === 'CpuProfiler::StartProfiling');
  const isStart = (task: { ts?: number; dur?: number }) =>
    starts.some((s) => (s.ts ?? 0) >= (task.ts ?? 0) && (s.ts ?? 0) < (task.ts ?? 0) + (task.dur ?? 0));
  const longest = mainThreadTasks(result.trace)
    .filter((task) => !isStart(task))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  // PROFILE_EACH=1: the heaviest functions of every long task, not only of the longest.
  const shown = process.env.PROFILE_EACH
    ? mainThreadTasks(result.trace).filter(
        (task) => !isStart(task) && (task.dur ?? 0) >= Number(process.env.PROFILE_LONG_MS ?? 50) * 1000,
      )
    : [];
  for (const task of shown) {
    console.log(
      `\ntask at ${(((task.ts ?? 0) - (starts[0]?.ts ?? 0)) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms:`,
    );
    for (const [name, ms] of selfTimes(result.profile, task.ts ?? 0, (task.ts ?? 0) + (task.dur ?? 0)).slice(
      0,
      8,
    ))
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
  }
  if (longest?.ts !== undefined) {
    console.log(`\nthe longest task's heaviest functions (${((longest.dur ?? 0) / 1000).toFixed(1)} ms):`);
    for (const [name, ms] of selfTimes(result.profile, longest.ts, longest.ts + (longest.dur ?? 0)).slice(
      0,
      20,
    ))
      console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
  }
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
