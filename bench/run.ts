// npm run bench: builds the app, starts the emulator with a large fleet, drives Chromium, writes
// bench/results.json and bench/RESULTS.md, and exits non-zero when a budget is missed.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { bundleReport } from './bundle.ts';
import { checkBudgets, writeReports } from './report.ts';
import { measureRun, type RunFigures } from './scenario.ts';
import { summarise } from './stats.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const emulatorPort = 4110;
const appPort = 4273;
const vehicles = Number(process.env.BENCH_VEHICLES ?? 780);

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
function start(command: string, args: string[], env: Record<string, string> = {}): void {
  // Each in its own process group, so stopping it stops what npx started too.
  children.push(
    spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    }),
  );
}

function stopChildren(): void {
  for (const child of children) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function main() {
  console.log('bench: building');
  execSync('npm run build', { stdio: 'ignore' });
  start('npx', ['tsx', 'emulator/main.ts'], {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_VEHICLES: String(vehicles),
    EMULATOR_QUIET: '1',
    EMULATOR_TEST_CONTROLS: '1',
    EMULATOR_APP_ORIGINS: `http://localhost:${appPort}`,
  });
  // The preview's Content-Security-Policy must allow the benchmark's emulator port.
  mkdirSync('bench/tmp', { recursive: true });
  const benchConfig = readFileSync('public/config.json', 'utf8').replaceAll(
    'localhost:4010',
    `localhost:${emulatorPort}`,
  );
  writeFileSync('bench/tmp/config.json', benchConfig);
  start('npx', ['vite', 'preview', '--port', String(appPort), '--strictPort'], {
    PREVIEW_CONFIG: 'bench/tmp/config.json',
  });
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  await waitFor(`http://localhost:${appPort}/config.json`);

  const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser: Browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const results: RunFigures[] = [];
  let eventsRouteJs: readonly string[] = [];
  try {
    for (let i = 0; i < runs + 1; i += 1) {
      // The first run warms the emulator's day cache and is not counted.
      const figures = await measureRun(browser, { appUrl: `http://localhost:${appPort}`, emulatorPort });
      console.log(`bench: run ${i}${i === 0 ? ' (warm-up)' : ''}: ${JSON.stringify(figures)}`);
      if (i > 0) results.push(figures);
      eventsRouteJs = figures.eventsRouteJs;
    }
  } finally {
    await browser.close();
  }

  const bundle = bundleReport('dist', eventsRouteJs);
  const figure = (pick: (r: RunFigures) => number) => summarise(results.map(pick));
  const report = {
    date: new Date().toISOString(),
    command: 'npm run bench',
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    chromium: browser.version(),
    runs,
    vehicles,
    bundle,
    events: figure((r) => r.events),
    loadMs: figure((r) => r.loadMs),
    firstRowsMs: figure((r) => r.firstRowsMs),
    lastByteToPaintMs: figure((r) => r.lastByteToPaintMs),
    bareParseMs: figure((r) => r.bareParseMs),
    paintToParseRatio: figure((r) => r.lastByteToPaintMs / r.bareParseMs),
    longestTaskMs: figure((r) => r.longestTaskMs),
    sortMs: figure((r) => r.sortMs),
    searchKeystrokeMs: figure((r) => r.searchMs),
    scrollDroppedFrames: figure((r) => r.scroll.dropped),
    scrollFrames: figure((r) => r.scroll.frames),
    mapFirstIdleMs: figure((r) => r.mapIdleMs),
    replayFixes: figure((r) => r.replay.fixes),
    replayFps: figure((r) => r.replay.fps),
    replayFramesOver20ms: figure((r) => r.replay.framesOver20ms),
    shiftByOneDayRequests: figure((r) => r.shiftRequests),
    heapAfterLoadMb: figure((r) => r.heapMb),
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
