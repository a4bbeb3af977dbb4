import { allowKeptNames } from './measure.ts';
// The profiling scripts' page: the bench's servers (an unminified build, the bench's emulator) and a
// signed-in Chromium page showing the bench's 100k week with every column, every name shown.
import { execSync } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { launchBenchChromium } from './browser.ts';
import { appPort, assertFree, emulatorPort, previewConfigPath } from './ports.ts';
import { signIn, useBenchEmulator, waitForMark, weekUrl } from './page-steps.ts';
import { startBenchEmulator, startServer as start, stopServers, waitFor } from './servers.ts';

const vehicles = Number(process.env.BENCH_VEHICLES ?? 780);
const outDir = process.env.PROFILE_DIST ?? 'bench/tmp/dist-profile';

process.on('exit', stopServers);

/** Builds (unless PROFILE_NO_BUILD), starts the servers, and opens the loaded week in a new browser. */
export async function openProfiledPage(): Promise<{ browser: Browser; page: Page }> {
  const { browser, page, appUrl } = await openSignedInPage();
  await page.goto(weekUrl(appUrl));
  await waitForMark(page, 'events-names-shown');
  await page.waitForTimeout(2000);
  return { browser, page };
}

/** The same servers and browser, signed in, before the week is asked for (to record its load). */
export async function openSignedInPage(
  returnTo?: string,
): Promise<{ browser: Browser; page: Page; appUrl: string }> {
  await assertFree(emulatorPort);
  await assertFree(appPort);
  if (!process.env.PROFILE_NO_BUILD) {
    execSync('node scripts/build-basemap.mjs', { stdio: 'ignore' });
    execSync(`npx vite build --minify false --outDir ${outDir}`, { stdio: 'ignore' });
  }
  startBenchEmulator(vehicles, [appPort], Number(process.env.PROFILE_DENSE ?? 1));
  start('npx', ['vite', 'preview', '--port', String(appPort), '--strictPort', '--outDir', outDir], {
    PREVIEW_CONFIG: previewConfigPath,
  });
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  await waitFor(`http://localhost:${appPort}/config.json`);
  const browser = await launchBenchChromium();
  const page: Page = await (await browser.newContext({ viewport: { width: 1440, height: 1000 } })).newPage();
  const appUrl = `http://localhost:${appPort}`;
  await allowKeptNames(page);
  await useBenchEmulator(page);
  await signIn(page, appUrl, returnTo);
  return { browser, page, appUrl };
}
