// npm run bench: builds the app, starts the emulator with a large fleet, drives Chromium, writes
// bench/results.json and bench/RESULTS.md, and exits non-zero when a budget is missed.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { Browser } from '@playwright/test';
import { keepsDevToolsBodies, launchBenchChromium } from './browser.ts';
import { bundleReport } from './bundle.ts';
import { appPort, assertFree, emulatorPort, previewConfigPath, withBenchEmulator } from './ports.ts';
import { fleetReplayFleetSize, fleetReplayVehicles, measureFleetReplay } from './fleet-replay.ts';
import { checkBudgets, reportSuffix, writeReports, type FleetReplayFigures, type Report } from './report.ts';
import { cpuThrottle } from './interactions.ts';
import { summarise } from './stats.ts';
import { measureRun, type ExportFigures, type ExportedRows, type RunFigures } from './scenario.ts';
import { buildBareMap } from './map-baseline.ts';
import { buildBareList } from './scroll-baseline.ts';
import { summariseRuns, type SizeFigures } from './size-figures.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
/**
 * Two fleets by default: about 100k and 500k events in 7 days (BENCH_SIZES=100k keeps one; BENCH_SIZES=none,
 * with BENCH_MERGE=1, measures only the fleet replay and keeps both sizes' figures). A third, about a
 * million events in 7 days, only when asked (BENCH_SIZES=1m BENCH_MERGE=1 BENCH_RUNS=1): it takes about as
 * long as the two others together.
 */
const allSizes = [
  { name: '100k', vehicles: 780 },
  { name: '500k', vehicles: 3900 },
  { name: '1m', vehicles: 7900 },
];
const sizes = allSizes.filter((size) =>
  process.env.BENCH_SIZES ? process.env.BENCH_SIZES.split(',').includes(size.name) : size.name !== '1m',
);

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not come up`);
}

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  // Each in its own process group, so stopping it stops what npx started too.
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  children.push(child);
  return child;
}

function stop(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

const stopChildren = () => children.forEach(stop);

async function waitGone(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A fleet's emulator, a warm-up run (it fills the emulator's day cache) and `runs` measured runs. */
async function measureSize(
  browser: Browser,
  size: (typeof sizes)[number],
): Promise<{ results: RunFigures[]; csvExport?: ExportFigures }> {
  const emulator = start('npx', ['tsx', 'emulator/main.ts'], {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_VEHICLES: String(size.vehicles),
    EMULATOR_QUIET: '1',
    // One more vehicle that reports about once a minute around the clock: the 10,000-fix replay.
    EMULATOR_DENSE_VEHICLES: '1',
    EMULATOR_TEST_CONTROLS: '1',
    EMULATOR_APP_ORIGINS: `http://localhost:${appPort}`,
  });
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  const results: RunFigures[] = [];
  const exported: ExportedRows = {};
  try {
    for (let i = 0; i < runs + 1; i += 1) {
      const figures = await measureRun(browser, {
        appUrl: `http://localhost:${appPort}`,
        emulatorPort,
        exported,
      });
      const { eventsRouteJs: _js, ...shown } = figures;
      console.log(`bench: ${size.name} run ${i}${i === 0 ? ' (warm-up)' : ''}: ${JSON.stringify(shown)}`);
      if (i > 0) results.push(figures);
    }
  } finally {
    stop(emulator);
    await waitGone(`http://localhost:${emulatorPort}/healthz`);
  }
  return { results, csvExport: exported.figures };
}

/** Issue 43's fleet replay on its own emulator (fleet-replay.ts): a warm-up and `runs` measured runs. */
async function measureFleet(browser: Browser): Promise<FleetReplayFigures> {
  const emulator = start('npx', ['tsx', 'emulator/main.ts'], {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_VEHICLES: String(fleetReplayFleetSize),
    EMULATOR_QUIET: '1',
    EMULATOR_DENSE_VEHICLES: String(fleetReplayVehicles),
    EMULATOR_APP_ORIGINS: `http://localhost:${appPort}`,
  });
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  const results = [];
  try {
    for (let i = 0; i < runs + 1; i += 1) {
      const figures = await measureFleetReplay(browser, `http://localhost:${appPort}`);
      console.log(`bench: fleet replay run ${i}${i === 0 ? ' (warm-up)' : ''}: ${JSON.stringify(figures)}`);
      if (i > 0) results.push(figures);
    }
  } finally {
    stop(emulator);
    await waitGone(`http://localhost:${emulatorPort}/healthz`);
  }
  return {
    vehicles: fleetReplayVehicles,
    fixes: summarise(results.map((r) => r.fixes)),
    fps: summarise(results.map((r) => r.fps)),
    framesOver20ms: summarise(results.map((r) => r.framesOver20ms)),
  };
}

async function main() {
  // Other work on this 2-core machine (tests, a build) doubles the figures: say so before they are taken.
  const [loadAtStart = 0] = os.loadavg();
  if (loadAtStart > 1.5)
    console.warn(
      `bench: the load average is ${loadAtStart.toFixed(1)}: the figures will show the machine's load`,
    );
  await assertFree(emulatorPort);
  await assertFree(appPort);
  console.log('bench: building');
  execSync('npm run build', { stdio: 'ignore' });
  await buildBareList();
  await buildBareMap();
  // The preview's Content-Security-Policy must allow the benchmark's emulator port.
  mkdirSync('bench/tmp', { recursive: true });
  writeFileSync(previewConfigPath, withBenchEmulator(readFileSync('public/config.json', 'utf8')));
  start('npx', ['vite', 'preview', '--port', String(appPort), '--strictPort'], {
    PREVIEW_CONFIG: previewConfigPath,
  });
  await waitFor(`http://localhost:${appPort}/config.json`);

  // BENCH_BUSY=n: n loops that keep a core busy run beside Chromium while it measures, so a figure that holds
  // only on a quiet machine shows (report these runs apart: a busy run is not today's baseline).
  const busyLoops = Number(process.env.BENCH_BUSY ?? 0);
  for (let i = 0; i < busyLoops; i += 1) start(process.execPath, ['-e', 'for (;;) {}']);
  const browser: Browser = await launchBenchChromium();
  const bySize: Record<string, SizeFigures> = {};
  let eventsRouteJs: readonly string[] = [];
  let fleetReplay: FleetReplayFigures | undefined;
  try {
    for (const size of sizes) {
      const { results, csvExport } = await measureSize(browser, size);
      eventsRouteJs = results.at(-1)?.eventsRouteJs ?? eventsRouteJs;
      bySize[size.name] = { vehicles: size.vehicles, ...summariseRuns(results), csvExport };
    }
    fleetReplay = await measureFleet(browser);
  } finally {
    await browser.close();
  }

  // BENCH_MERGE=1 keeps the sizes of the last report that this run did not measure (one size at a time, on
  // the same build, when a two-size run would not fit the time at hand); the command says so.
  // A busy run merges with the last busy report, a quiet one with the last quiet one.
  const machineKind = {
    ...(busyLoops > 0 ? { busyLoops } : {}),
    ...(cpuThrottle > 1 ? { cpuThrottle } : {}),
  };
  const last = `bench/results${reportSuffix(machineKind)}.json`;
  const before =
    process.env.BENCH_MERGE && existsSync(last) ? (JSON.parse(readFileSync(last, 'utf8')) as Report) : null;
  const kept: Record<string, SizeFigures> = before?.sizes ?? {};
  const measured = [...Object.keys(bySize), 'the fleet replay'].join(' and ');
  const report: Report = {
    date: new Date().toISOString(),
    command: Object.keys(kept).some((size) => !(size in bySize))
      ? `npm run bench: ${measured} now, ${Object.keys(kept)
          .filter((size) => !(size in bySize))
          .join(' and ')} kept from the run before (BENCH_MERGE)`
      : 'npm run bench',
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAtStart: Math.round(loadAtStart * 100) / 100,
      loadAtEnd: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
      ...machineKind,
    },
    chromium: keepsDevToolsBodies
      ? browser.version()
      : `${browser.version()} with its DevTools keeping no response bodies`,
    runs,
    // The events route's load is measured with a size: without one, the last report's stays.
    bundle: eventsRouteJs.length === 0 && before ? before.bundle : bundleReport('dist', eventsRouteJs),
    sizes: { ...kept, ...bySize },
    ...(fleetReplay ? { fleetReplay } : {}),
  };
  const verdicts = checkBudgets(report);
  writeReports(report, verdicts, readFileSync('bench/NOTES.md', 'utf8'));
  for (const v of verdicts)
    console.log(`bench: ${v.ok ? 'ok  ' : 'MISS'} ${v.name}: ${v.actual} (budget ${v.budget})`);
  return verdicts.every((v) => v.ok) ? 0 : 1;
}

main()
  .then((code) => {
    stopChildren();
    process.exit(code);
  })
  .catch((error: unknown) => {
    console.error(error);
    stopChildren();
    process.exit(2);
  });
