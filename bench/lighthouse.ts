// npm run bench:lighthouse: Lighthouse's user flow over the app as a user meets it (issue 68): the sign-in
// page, signing in through the emulator's password grant, then the region's home, the events page, an
// event's detail, lookup and device health, each a navigation (a performance score), at the dev fleet (the
// emulator's default, as `npm start` serves it), in Debian's Chromium with Lighthouse's desktop settings.
// Writes bench/lighthouse.json, bench/LIGHTHOUSE.md, and the flow's own report in bench/tmp/. No budget: the
// performance figures go in bench/NOTES.md; accessibility and best practices are held at 100 by
// e2e/lighthouse.spec.ts in CI.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { desktopConfig, startFlow, type Config, type FlowResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { lighthouseMarkdown, summarize } from './lighthouse-report.ts';
import { appPort, assertFree, emulatorPort, previewConfigPath, withBenchEmulator } from './ports.ts';
import { startServer, stopServers, waitFor } from './servers.ts';

process.on('exit', stopServers);

// LIGHTHOUSE_THROTTLING=simulate for Lighthouse's simulated desktop network; by default none, as the
// issue's first figures were taken ("desktop, no throttling").
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING === 'simulate' ? 'simulate' : 'provided';
const servedDir = 'bench/tmp/dist-lighthouse';
const config: Config = { ...desktopConfig, settings: { ...desktopConfig.settings, throttlingMethod } };

async function servers(): Promise<string> {
  await assertFree(emulatorPort);
  await assertFree(appPort);
  if (!process.env.LIGHTHOUSE_NO_BUILD) execSync('npm run build', { stdio: 'ignore' });
  mkdirSync('bench/tmp', { recursive: true });
  writeFileSync(previewConfigPath, withBenchEmulator(readFileSync('public/config.json', 'utf8')));
  // The build as deployed, with its config.json pointing at the bench's emulator: rewriting it in flight
  // (as the Playwright benches do) would put request interception under every request Lighthouse times.
  cpSync('dist', servedDir, { recursive: true });
  writeFileSync(`${servedDir}/config.json`, withBenchEmulator(readFileSync('dist/config.json', 'utf8')));
  const appUrl = `http://localhost:${appPort}`;
  startServer('npx', ['tsx', 'emulator/main.ts'], {
    EMULATOR_PORT: String(emulatorPort),
    EMULATOR_QUIET: '1',
    EMULATOR_APP_ORIGINS: appUrl,
  });
  startServer('npx', ['vite', 'preview', '--port', String(appPort), '--strictPort', '--outDir', servedDir], {
    PREVIEW_CONFIG: previewConfigPath,
  });
  await waitFor(`http://localhost:${emulatorPort}/healthz`);
  await waitFor(`${appUrl}/config.json`);
  return appUrl;
}

async function main(): Promise<void> {
  const appUrl = await servers();
  const loadAtStart = os.loadavg()[0] ?? 0;
  const browser = await puppeteer.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const page = await browser.newPage();
  const flow = await startFlow(page, { config, name: 'Fleet Events Explorer, signed in (AU, dev fleet)' });
  // The sign-in lives in this tab's sessionStorage: Lighthouse must not clear it between steps.
  const keep = { disableStorageReset: true };

  await flow.navigate(`${appUrl}/au/sign-in`, { name: 'sign-in' });
  await flow.startTimespan({ name: 'signing in, to the home' });
  const form = 'form[aria-label="Password sign-in"]';
  await page.locator(`${form} input[name="username"]`).fill('demo');
  await page.locator(`${form} input[name="password"]`).fill('demo');
  await page.locator(`${form} button[type="submit"]`).click();
  await page.waitForFunction(() => /\/au$/.test(location.pathname));
  await page.waitForFunction(() => performance.getEntriesByName('home-card-painted').length >= 4, {
    timeout: 300_000,
  });
  await flow.endTimespan();

  await flow.navigate(`${appUrl}/au`, { name: 'home', ...keep });
  await flow.navigate(`${appUrl}/au/events`, { name: 'events', ...keep });
  await page.waitForFunction(() => performance.getEntriesByName('events-painted').length > 0, {
    timeout: 300_000,
  });
  const detail = await page.$eval('.events-row-link', (link) => (link as HTMLAnchorElement).href);
  await flow.navigate(detail, { name: 'detail', ...keep });
  await flow.navigate(`${appUrl}/au/lookup`, { name: 'lookup', ...keep });
  await flow.navigate(`${appUrl}/au/health`, { name: 'device health', ...keep });
  const result: FlowResult = await flow.createFlowResult();
  await browser.close();

  const loadAtEnd = os.loadavg()[0] ?? 0;
  const summary = summarize(result, { throttlingMethod, loadAtStart, loadAtEnd, cpus: os.cpus().length });
  writeFileSync('bench/lighthouse.json', `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync('bench/LIGHTHOUSE.md', lighthouseMarkdown(summary));
  writeFileSync('bench/tmp/lighthouse-flow.html', await flow.generateReport());
  writeFileSync('bench/tmp/lighthouse-flow.json', JSON.stringify(result));
  console.log(lighthouseMarkdown(summary));
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
