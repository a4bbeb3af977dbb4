// npm run bench:profile: where the time of a scroll or a view change goes. Builds the app unminified, loads
// the bench's 100k week with every column, then records a Chromium CPU profile and a timeline trace of a
// top-to-bottom scroll and of worst-case view changes (sorts, a half-matching keystroke, a facet click), and
// prints the heaviest functions and the browser's own phases (style, layout, paint), with the elements
// restyled and the time of style and layout frame by frame through the scroll. Not a budget check (`npm run
// bench` is); this says why. Settings: BENCH_VEHICLES (780), PROFILE_SORTS (Time,Trip,Type,Lat),
// PROFILE_TERM (ute), PROFILE_SCROLL=0 (skip the scroll), PROFILE_SCROLL_ONLY=1 (three untraced scrolls,
// dropped frames only, then the bare list's unless PROFILE_BARE=0; PROFILE_GRID_ALONE=1 hides all but the
// table first; PROFILE_EVAL, a script run in the page before them), PROFILE_VIEWS=compare,health,map (only those
// steps, each with its long tasks over PROFILE_LONG_MS, 50), PROFILE_CATEGORIES (more trace categories), PROFILE_ALL_EVENTS=1 (every trace event's
// total), PROFILE_DIST and PROFILE_NO_BUILD=1 (profile a build made before), PROFILE_TOP (25 functions), BENCH_EMULATOR_PORT and
// BENCH_APP_PORT (4110 and 4273),
// BENCH_CPU_THROTTLE (Chromium's CPU throttling once the week is loaded).
import { scrollFrames } from './measure.ts';
import { openProfiledPage } from './profile-page.ts';
import { columnWidths, exportCsv, mapFirstIdle } from './page-steps.ts';
import { buildBareList, scrollBareList } from './scroll-baseline.ts';
import { longTaskFunctions, longTasks, report, traced } from './trace.ts';
import { measureCompare } from './compare-step.ts';
import { measureHealth } from './health-step.ts';
import { clickToPainted, keyToPainted } from './view-changes.ts';
import { cpuThrottle } from './interactions.ts';

async function main(): Promise<void> {
  const { browser, page } = await openProfiledPage();
  const cdp = await page.context().newCDPSession(page);
  // A slower machine (BENCH_CPU_THROTTLE, as in npm run bench), from here on: the load is not what is profiled.
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  const grid = page.getByRole('grid', { name: 'Events' });
  if (process.env.PROFILE_VIEWS) {
    // The pages issues 41 and 42 time (the comparison of a day with the week, the device health page), and
    // the map's first idle (issue 46: what the app adds to the base map's).
    const steps: Record<string, () => Promise<number>> = {
      compare: async () => (await measureCompare(page)).ms,
      health: async () => (await measureHealth(page)).ms,
      map: async () => (await mapFirstIdle(page)).ms,
    };
    for (const name of process.env.PROFILE_VIEWS.split(',')) {
      const step = steps[name];
      if (!step) throw new Error(`PROFILE_VIEWS: no step ${name} (compare, health, map)`);
      const result = await traced(cdp, step);
      report(name, result);
      const minMs = Number(process.env.PROFILE_LONG_MS ?? 50);
      for (const line of longTasks(result.trace, minMs)) console.log(line);
      for (const line of longTaskFunctions(result, minMs)) console.log(line);
      await page.waitForTimeout(1000);
    }
    await browser.close();
    process.exit(0);
  }
  if (process.env.PROFILE_SCROLL_ONLY) {
    if (process.env.PROFILE_GRID_ALONE)
      await page.evaluate(() => {
        let node: Element | null = document.querySelector('[role=grid]');
        while (node && node !== document.body) {
          for (const sibling of [...(node.parentElement?.children ?? [])])
            if (sibling !== node) (sibling as HTMLElement).style.display = 'none';
          node = node.parentElement;
        }
      });
    // An experiment on the page before the scrolls (e.g. deleting style rules), given as a script.
    if (process.env.PROFILE_EVAL) console.log('experiment:', await page.evaluate(process.env.PROFILE_EVAL));
    for (let i = 0; i < 3; i += 1) {
      const frames = await scrollFrames(page);
      console.log(`scroll: ${frames.dropped} of ${frames.frames} frames over 25 ms`);
      await page.evaluate(() => document.querySelector('[role=grid]')?.scrollTo(0, 0));
      await page.waitForTimeout(500);
    }
    // The same rows in the bare list, as the bench compares them (PROFILE_BARE=0 skips it).
    if (process.env.PROFILE_BARE !== '0') {
      await buildBareList();
      const widths = await columnWidths(page);
      const { csv } = await exportCsv(page);
      for (let i = 0; i < 3; i += 1) {
        const frames = await scrollBareList(page.context(), csv, widths);
        console.log(`bare list: ${frames.dropped} of ${frames.frames} frames over 25 ms`);
      }
    }
    await browser.close();
    process.exit(0);
  }
  if (process.env.PROFILE_SCROLL !== '0') {
    let frames = { frames: 0, dropped: 0 };
    const result = await traced(cdp, async () => {
      frames = await scrollFrames(page);
      return Number.NaN;
    });
    report(`scroll (${frames.dropped} of ${frames.frames} frames over 25 ms)`, result);
    const main = result.trace.find(
      (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
    );
    const onMain = result.trace.filter((e) => e.tid === main?.tid && e.pid === main?.pid && e.ph === 'X');
    console.log(
      'style recalculation, every 15th (elements restyled/ms):',
      onMain
        .filter((e) => e.name === 'UpdateLayoutTree')
        .filter((_, i) => i % 15 === 0)
        .map(
          (e) => `${(e.args as { elementCount?: number }).elementCount}/${((e.dur ?? 0) / 1000).toFixed(1)}`,
        )
        .join(' '),
    );
    console.log(
      'layout, every 15th (ms):',
      onMain
        .filter((e) => e.name === 'Layout')
        .filter((_, i) => i % 15 === 0)
        .map((e) => ((e.dur ?? 0) / 1000).toFixed(1))
        .join(' '),
    );
    await page.evaluate(() => document.querySelector('[role=grid]')?.scrollTo(0, 0));
    await page.waitForTimeout(500);
  }
  const sorts = (process.env.PROFILE_SORTS ?? 'Time,Trip,Type,Lat').split(',');
  for (const label of sorts) {
    const button = grid.getByRole('button', { name: label, exact: true });
    report(`sort by ${label}`, await traced(cdp, () => clickToPainted(page, () => button.click())));
    await page.waitForTimeout(500);
  }
  await page.getByRole('searchbox', { name: 'Search' }).focus();
  for (const key of process.env.PROFILE_TERM ?? 'ute') {
    report(`search keystroke "${key}"`, await traced(cdp, () => keyToPainted(page, key)));
    await page.waitForTimeout(500);
  }
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.waitForTimeout(1000);
  // The type counts are quick filters in the full filter bar, folded until asked for.
  await page.getByRole('button', { name: 'Edit filters' }).click();
  const facet = page.getByRole('group', { name: 'Type' }).getByRole('button').first();
  report('facet click', await traced(cdp, () => clickToPainted(page, () => facet.click())));
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
