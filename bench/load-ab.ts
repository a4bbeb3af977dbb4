// npm run bench:load-ab: the week's load alone, measured as the bench does, alternating between variants in
// one browser against one emulator, so two versions meet the same machine (single runs here vary by
// 10–25 %). A variant is a build (LOAD_AB_DISTS, default dist) and, with LOAD_AB_CORES, the cores the page
// is told the machine has (navigator.hardwareConcurrency: how many parser workers it starts), e.g.
// LOAD_AB_CORES=1,2 on one build. BENCH_VEHICLES is the fleet, LOAD_AB_ROUNDS the rounds. Prints each
// load's figures and each variant's medians; not a budget check.
import type { Browser } from '@playwright/test';
import { launchBenchChromium } from './browser.ts';
import { bareParse, loadTimings, longest } from './measure.ts';
import { signInAndLoadWeek } from './page-steps.ts';
import { appPort, emulatorPort, previewConfigPath } from './ports.ts';
import { startBenchEmulator, startServer as start, stopServers as stopAll, waitFor } from './servers.ts';
import { summarise } from './stats.ts';

const builds = (process.env.LOAD_AB_DISTS ?? 'dist').split(',');
const cores = process.env.LOAD_AB_CORES?.split(',').map(Number) ?? [undefined];
/** Every build with every core count: one variant each, each served on its own port. */
const variants = builds.flatMap((dist) => cores.map((count) => ({ dist, cores: count })));
const dists = variants.map((v) => v.dist);
const label = (i: number) =>
  `${variants[i]?.dist}${variants[i]?.cores === undefined ? '' : ` (${variants[i]?.cores} cores)`}`;
const vehicles = Number(process.env.BENCH_VEHICLES ?? 780);
const rounds = Number(process.env.LOAD_AB_ROUNDS ?? 4);

interface Load {
  lastByteToPaintMs: number;
  bareParseMs: number;
  ratio: number;
  longestTaskMs: number;
  firstRequestToPaintMs: number;
  /** The user's whole wait: from the page's navigation (the week's URL opened) to its first rows, and painted. */
  navigationToFirstRowsMs: number;
  navigationToPaintMs: number;
}

async function measureLoad(browser: Browser, appUrl: string, coreCount?: number): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  if (coreCount !== undefined)
    await page.addInitScript(
      (count) => Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => count }),
      coreCount,
    );
  const apiKey = await signInAndLoadWeek(page, appUrl);
  const timings = await loadTimings(page);
  const longestTaskMs = await longest(page);
  const bareParseMs = await bareParse(page, timings.urls, apiKey);
  await context.close();
  const lastByteToPaintMs = timings.painted - timings.lastResponseEnd;
  return {
    lastByteToPaintMs,
    bareParseMs,
    ratio: Math.round((lastByteToPaintMs / bareParseMs) * 100) / 100,
    longestTaskMs,
    firstRequestToPaintMs: timings.painted - timings.firstRequest,
    navigationToFirstRowsMs: timings.firstRows,
    navigationToPaintMs: timings.painted,
  };
}

async function main() {
  startBenchEmulator(
    vehicles,
    dists.map((_, i) => appPort + i),
  );
  dists.forEach((dist, i) =>
    start('npx', ['vite', 'preview', '--port', String(appPort + i), '--strictPort', '--outDir', dist], {
      PREVIEW_CONFIG: previewConfigPath,
    }),
  );
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  for (let i = 0; i < dists.length; i += 1) await waitFor(`http://localhost:${appPort + i}/config.json`);
  const browser = await launchBenchChromium();
  const loads: Load[][] = dists.map(() => []);
  try {
    // Round 0 warms the emulator's day cache and each build's first load; it is printed, not counted.
    for (let round = 0; round <= rounds; round += 1)
      for (let i = 0; i < dists.length; i += 1) {
        const load = await measureLoad(browser, `http://localhost:${appPort + i}`, variants[i]?.cores);
        console.log(`round ${round}${round === 0 ? ' (warm-up)' : ''} ${label(i)}: ${JSON.stringify(load)}`);
        if (round > 0) loads[i]?.push(load);
      }
  } finally {
    await browser.close();
  }
  dists.forEach((_, i) => {
    const of = (key: keyof Load) => summarise((loads[i] ?? []).map((load) => load[key])).median;
    console.log(
      `${label(i)}: medians of ${rounds}: last byte to painted ${of('lastByteToPaintMs')} ms, ` +
        `${of('ratio')}× a bare parse (${of('bareParseMs')} ms); longest task ${of('longestTaskMs')} ms; ` +
        `first request to painted ${of('firstRequestToPaintMs')} ms; from the navigation: first rows ` +
        `${of('navigationToFirstRowsMs')} ms, painted ${of('navigationToPaintMs')} ms`,
    );
  });
}

main()
  .then(() => {
    stopAll();
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error(error);
    stopAll();
    process.exit(2);
  });
