// npm run bench:home: the bench's home step alone (bench/home-step.ts), BENCH_RUNS times (3) at
// BENCH_VEHICLES (780, about 100k events a week; 3900 for 500k), on the production build (`npm run build`
// first) and the bench's emulator; BENCH_CPU_THROTTLE as in `npm run bench`. For working on the home page:
// `npm run bench` takes this step too, with every other, into its report.
import { launchBenchChromium } from './browser.ts';
import { measureHome } from './home-step.ts';
import { cpuThrottle } from './interactions.ts';
import { appPort, assertFree, emulatorPort, previewConfigPath } from './ports.ts';
import { startBenchEmulator, startServer, stopServers, waitFor } from './servers.ts';

const vehicles = Number(process.env.BENCH_VEHICLES ?? 780);
const runs = Number(process.env.BENCH_RUNS ?? 3);

process.on('exit', stopServers);

async function main(): Promise<void> {
  await assertFree(emulatorPort);
  await assertFree(appPort);
  startBenchEmulator(vehicles, [appPort]);
  startServer('npx', ['vite', 'preview', '--port', String(appPort), '--strictPort'], {
    PREVIEW_CONFIG: previewConfigPath,
  });
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  await waitFor(`http://localhost:${appPort}/config.json`);
  const browser = await launchBenchChromium();
  console.log(`${vehicles} vehicles, CPU ${cpuThrottle}× slower`);
  for (let run = 1; run <= runs; run += 1) {
    const f = await measureHome(browser, `http://localhost:${appPort}`);
    console.log(
      `run ${run}: first card ${f.firstCardMs.toFixed(0)} ms, all four ${f.pageMs.toFixed(0)} ms, ` +
        `events page ${f.eventsMs.toFixed(0)} ms, ratio ${f.ratio.toFixed(2)}×, ` +
        `longest task ${f.longestTaskMs.toFixed(0)} ms (map's ${f.mapTaskMs.toFixed(0)} ms)`,
    );
    for (const script of f.longestTaskScripts) console.log(`  ${script}`);
  }
  await browser.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
