// npm run bench:profile: where the time of a scroll or a view change goes. Builds the app unminified, loads
// the bench's 100k week with every column, then records a Chromium CPU profile and a timeline trace of a
// top-to-bottom scroll and of worst-case view changes (sorts, a half-matching keystroke, a facet click), and
// prints the heaviest functions and the browser's own phases (style, layout, paint), with the elements
// restyled and the time of style and layout frame by frame through the scroll. Not a budget check (`npm run
// bench` is); this says why. Settings: BENCH_VEHICLES (780), PROFILE_SORTS (Time,Trip,Type,Lat),
// PROFILE_TERM (ute), PROFILE_SCROLL=0 (skip the scroll), PROFILE_SCROLL_ONLY=1 (three untraced scrolls,
// dropped frames only; PROFILE_GRID_ALONE=1 hides all but the table first), PROFILE_DIST and
// PROFILE_NO_BUILD=1 (profile a build made before), PROFILE_TOP (25 functions), BENCH_EMULATOR_PORT and
// BENCH_APP_PORT (4110 and 4273).
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { scrollFrames } from './measure.ts';
import { appPort, assertFree, emulatorPort, previewConfigPath, withBenchEmulator } from './ports.ts';
import { signIn, sydneyDate } from './scenario.ts';
import { allColumns, clickToPainted, keyToPainted } from './view-changes.ts';

const vehicles = Number(process.env.BENCH_VEHICLES ?? 780);
const outDir = process.env.PROFILE_DIST ?? 'bench/tmp/dist-profile';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { name?: string; data?: { type?: string } };
}

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string> = {}): void {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  children.push(child);
}
process.on('exit', () =>
  children.forEach((child) => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // gone
    }
  }),
);

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

/** Self time per function (ms), heaviest first, from a CPU profile's samples. */
function selfTimes(profile: Profile): [string, number][] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.split('/').pop() ?? '';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/** The renderer main thread's own phases in a trace: total ms per event name, heaviest first. */
function phases(events: TraceEvent[]): [string, number][] {
  const main = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== 'X' || event.tid !== main?.tid || event.pid !== main?.pid || !event.dur) continue;
    if (
      !/^(Layout|UpdateLayoutTree|Paint|PrePaint|Layerize|Commit|RunTask|FunctionCall|EventDispatch|FireAnimationFrame|TimerFire|MinorGC|MajorGC|HitTest|ScrollLayer|IntersectionObserverController::computeIntersections)$/.test(
        event.name,
      )
    )
      continue;
    totals.set(event.name, (totals.get(event.name) ?? 0) + event.dur / 1000);
  }
  const styled = events
    .filter(
      (event) => event.name === 'UpdateLayoutTree' && event.tid === main?.tid && event.pid === main?.pid,
    )
    .reduce(
      (sum, event) => sum + Number((event.args as { elementCount?: number } | undefined)?.elementCount ?? 0),
      0,
    );
  totals.set('elements styled (count)', styled);
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function traced(
  cdp: CDPSession,
  action: () => Promise<number>,
): Promise<{ ms: number; trace: TraceEvent[]; profile: Profile }> {
  const trace: TraceEvent[] = [];
  const onData = (data: { value: object[] }) => {
    trace.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  const ms = await action();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', onData);
  return { ms, trace, profile };
}

function report(what: string, result: { ms: number; trace: TraceEvent[]; profile: Profile }): void {
  console.log(`\n## ${what}: ${result.ms.toFixed(1)} ms to painted rows`);
  console.log(
    'browser phases (ms):',
    phases(result.trace)
      .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
      .join(', '),
  );
  for (const [name, ms] of selfTimes(result.profile).slice(0, Number(process.env.PROFILE_TOP ?? 25)))
    console.log(`  ${ms.toFixed(1).padStart(7)}  ${name}`);
}

async function main(): Promise<void> {
  await assertFree(emulatorPort);
  await assertFree(appPort);
  if (!process.env.PROFILE_NO_BUILD) {
    execSync('node scripts/build-basemap.mjs', { stdio: 'ignore' });
    execSync(`npx vite build --minify false --outDir ${outDir}`, { stdio: 'ignore' });
  }
  mkdirSync('bench/tmp', { recursive: true });
  writeFileSync(previewConfigPath, withBenchEmulator(readFileSync('public/config.json', 'utf8')));
  start('npx', ['tsx', 'emulator/main.ts'], {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_VEHICLES: String(vehicles),
    EMULATOR_QUIET: '1',
    // One more vehicle that reports about once a minute around the clock: the 10,000-fix replay.
    EMULATOR_DENSE_VEHICLES: '1',
    EMULATOR_APP_ORIGINS: `http://localhost:${appPort}`,
  });
  start('npx', ['vite', 'preview', '--port', String(appPort), '--strictPort', '--outDir', outDir], {
    PREVIEW_CONFIG: previewConfigPath,
  });
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  await waitFor(`http://localhost:${appPort}/config.json`);
  const browser = await chromium.launch({
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const page: Page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  const appUrl = `http://localhost:${appPort}`;
  // tsx compiles with esbuild's keepNames, which wraps functions sent to evaluate in __name() (measure.ts).
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: withBenchEmulator(await response.text()) });
  });
  await signIn(page, appUrl);
  await page.goto(
    `${appUrl}/au/events?types=&from=${sydneyDate(-8)}T00:00&to=${sydneyDate(-1)}T00:00&tz=Australia%2FSydney&cols=${allColumns}&mode=table`,
  );
  await page.waitForFunction(
    () => performance.getEntriesByName('events-names-shown').length >= 1,
    undefined,
    {
      timeout: 300_000,
    },
  );
  await page.waitForTimeout(2000);
  const cdp = await page.context().newCDPSession(page);
  const grid = page.getByRole('grid', { name: 'Events' });
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
    for (let i = 0; i < 3; i += 1) {
      const frames = await scrollFrames(page);
      console.log(`scroll: ${frames.dropped} of ${frames.frames} frames over 25 ms`);
      await page.evaluate(() => document.querySelector('[role=grid]')?.scrollTo(0, 0));
      await page.waitForTimeout(500);
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
  const facet = page.getByRole('group', { name: 'Type' }).getByRole('button').first();
  report('facet click', await traced(cdp, () => clickToPainted(page, () => facet.click())));
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
