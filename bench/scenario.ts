import type { Browser, Page } from '@playwright/test';
import {
  bareParse,
  installLongTaskObserver,
  loadTimings,
  longest,
  replayFrames,
  scrollFrames,
  searchKeystrokeTime,
  sortTime,
} from './measure.ts';

export interface RunFigures {
  events: number;
  loadMs: number;
  firstRowsMs: number;
  lastByteToPaintMs: number;
  bareParseMs: number;
  longestTaskMs: number;
  sortMs: number;
  searchMs: number;
  scroll: { frames: number; dropped: number };
  mapIdleMs: number;
  replay: { fixes: number; fps: number; framesOver20ms: number };
  shiftRequests: number;
  heapMb: number;
  /** The JS files (paths under dist) the browser loaded to show the events page. */
  eventsRouteJs: string[];
}

const sydneyDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(
    Date.now() + offsetDays * 86_400_000,
  );

async function waitForPaintedMarks(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => performance.getEntriesByName('events-painted').length >= n, count, {
    timeout: 180_000,
  });
}

const step = (what: string) => {
  if (process.env.BENCH_VERBOSE) console.log(`bench:   ${what}`);
};

/** One full run in a fresh browser context: sign in, load 7 days of every type, then each interaction. */
export async function measureRun(
  browser: Browser,
  { appUrl, emulatorPort }: { appUrl: string; emulatorPort: number },
) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('localhost:4010', `localhost:${emulatorPort}`);
    await route.fulfill({ response, body });
  });
  await installLongTaskObserver(page);
  let apiKey = '';
  page.on('request', (request) => {
    const bearer = /^Bearer (.+)$/.exec(request.headers().authorization ?? '');
    if (bearer?.[1] && request.url().includes('/v1/events')) apiKey = bearer[1];
  });
  step('await page.goto(`${appUrl}/au/sign-in`);');
  await page.goto(`${appUrl}/au/sign-in`);
  const form = page.getByRole('form', { name: 'Password sign-in' });
  await form.getByLabel('Username').fill('demo');
  await form.getByLabel('Password').fill('demo');
  await form.getByRole('button', { name: 'Sign in with password' }).click();
  await page.waitForURL(/\/au\/events$/);

  step('const from = sydneyDate(-8);');
  const from = sydneyDate(-8);
  const to = sydneyDate(-1);
  await page.goto(`${appUrl}/au/events?types=&from=${from}T00:00&to=${to}T00:00&tz=Australia%2FSydney`);
  await waitForPaintedMarks(page, 1);
  const eventsRouteJs = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/[^/]+\.js$/.test(path))
      .map((path) => path.slice(1)),
  );
  step('const timings = await loadTimings(page);');
  const timings = await loadTimings(page);
  const longestTaskMs = await longest(page);
  const summary = (await page.getByText(/^[\d,]+ of [\d,]+ events/).textContent()) ?? '';
  const events = Number(summary.split(' of ')[0]?.replace(/,/g, ''));
  const bareParseMs = await bareParse(page, timings.urls, apiKey);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');

  step("const sortMs = await sortTime(page, 'Odo");
  const sortMs = await sortTime(page, 'Odometer');
  // A letter few events contain: every AU event's ids contain a 4, so '4' would change nothing.
  step('const searchMs');
  const searchMs = await searchKeystrokeTime(page, 'z');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await page.getByText(new RegExp(`^${events.toLocaleString('en-US')} of`)).waitFor();
  step('const scroll = await scrollFrames(page);');
  const scroll = await scrollFrames(page);

  step('const mapIdleMs');
  const mapIdleMs = await page.evaluate(async () => {
    const button = document.querySelector<HTMLButtonElement>('button[aria-label="Map"]');
    if (!button) throw new Error('no Map toggle');
    const started = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      const check = () => {
        const map = document.querySelector('[data-map-state]');
        const idle = map?.getAttribute('data-map-state') === 'idle';
        if (idle && Number(map?.getAttribute('data-rendered-clusters') ?? 0) > 0) resolve();
        else setTimeout(check, 10);
      };
      check();
    });
    return performance.now() - started;
  });
  step('const replay = await replayFrames(page);');
  const replay = await replayFrames(page);
  await page.getByRole('button', { name: 'Table', exact: true }).click();

  step('await fetch(`http://localhost:${emulator');
  await fetch(`http://localhost:${emulatorPort}/__requests/reset`, {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json', 'X-Emulator-Control': '1' },
  });
  const shiftFrom = `${sydneyDate(-7)}T00:00`;
  const shiftTo = `${sydneyDate(0)}T00:00`;
  await page.getByLabel('From').fill(shiftFrom);
  await page.getByLabel('To').fill(shiftTo);
  // The table painted for the shifted window itself: filling From alone already makes a (shorter) window
  // whose days are all cached, and its mark must not end the count early.
  const shifted = new URLSearchParams({ from: shiftFrom, to: shiftTo }).toString();
  await page.waitForFunction(
    (window) =>
      performance
        .getEntriesByName('events-painted')
        .some((mark) => String((mark as PerformanceMark).detail).includes(window)),
    shifted,
    { timeout: 180_000 },
  );
  const counts = (await (
    await fetch(`http://localhost:${emulatorPort}/__requests`, { headers: { 'X-Emulator-Control': '1' } })
  ).json()) as Record<string, number>;
  await context.close();

  return {
    events,
    loadMs: timings.painted - timings.firstRequest,
    firstRowsMs: timings.firstRows - timings.firstRequest,
    lastByteToPaintMs: timings.painted - timings.lastResponseEnd,
    bareParseMs,
    longestTaskMs,
    sortMs,
    searchMs,
    scroll,
    mapIdleMs,
    replay,
    shiftRequests: counts['au /v1/events'] ?? 0,
    heapMb: Math.round((usedSize / 2 ** 20) * 10) / 10,
    eventsRouteJs,
  } satisfies RunFigures;
}
