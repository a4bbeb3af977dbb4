import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';
const appPort = 4173;
const emulatorPort = 4010;
const smallScreensSpec = /small-screens\.spec\.ts$/;

const launchOptions = {
  // Debian's Chromium where present: the sandbox has no internet to download Playwright's own.
  executablePath: existsSync(debianChromium) ? debianChromium : undefined,
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Ceilings, not waits: a passing test takes what it takes. The longest flows (two sign-ins, both exports,
  // a detail and a lookup) ran past 30 s on this 2-core machine beside two busy loops
  // (scripts/under-load.sh), while every step in them still answered within the expect timeout.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // The whole run's ceiling, so nothing can hold CI to its own limit: the suite takes about 4 minutes
  // quiet and took 11 beside busy loops.
  globalTimeout: 30 * 60_000,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${appPort}`,
    headless: true,
    // A failure keeps its trace (actions, console, network, sources) and a screenshot. Its DOM snapshots and
    // screencast are left out: recording them for every passing test took about a third of the suite's CPU.
    // E2E_TRACE=full records those too, for a failure the lighter trace cannot explain.
    trace:
      process.env.E2E_TRACE === 'full'
        ? 'retain-on-failure'
        : { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // The phone and tablet walk is the small screens' own (below).
      testIgnore: smallScreensSpec,
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      name: 'phone',
      testMatch: smallScreensSpec,
      use: { ...devices['Pixel 7'], launchOptions },
    },
    {
      // An iPad's size and touch, in the Chromium this machine has (Playwright's iPad is WebKit).
      name: 'tablet',
      testMatch: smallScreensSpec,
      use: {
        viewport: devices['iPad Mini'].viewport,
        deviceScaleFactor: devices['iPad Mini'].deviceScaleFactor,
        isMobile: devices['iPad Mini'].isMobile,
        hasTouch: devices['iPad Mini'].hasTouch,
        browserName: 'chromium',
        launchOptions,
      },
    },
  ],
  // Each server's output is shown (the emulator is quiet: a few lines at start), so a server that does not
  // come up says how far it got. The timeouts are ceilings: both start within a few seconds beside busy
  // loops; once, at the end of a whole run beside two busy loops, one of them was not up after 60 s.
  webServer: [
    {
      command: 'npm run emulator',
      stdout: 'pipe',
      url: `http://localhost:${emulatorPort}/au/auth/realms/fleet/.well-known/openid-configuration`,
      env: {
        EMULATOR_PORT: String(emulatorPort),
        EMULATOR_QUIET: '1',
        EMULATOR_TEST_CONTROLS: '1',
        // An hour, so no spec's navigation meets a renewal in flight: a reload that aborts a refresh has spent
        // the refresh token the emulator rotates, and the reloaded page is signed out (docs/security.md, "How
        // a session ends"). The renewal spec brings its stored token near expiry instead.
        EMULATOR_ACCESS_TOKEN_TTL: '3600',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      // The built app, as it will be deployed; `npm test` builds it first.
      command: `npm run preview -- --port ${appPort} --strictPort`,
      url: `http://localhost:${appPort}/config.json`,
      stdout: 'pipe',
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ],
});
