import type { Browser, Page } from '@playwright/test';
import { throttleContext } from './interactions.ts';
import { installLongTaskAttribution, longestByOwner } from './measure.ts';
import { signIn, sydneyDate, useBenchEmulator } from './page-steps.ts';

export interface HomeFigures {
  /** From the home's navigation to its first card painted with what it found, and to its last (all four). */
  firstCardMs: number;
  pageMs: number;
  /**
   * The longest main-thread task from the navigation to the last card, not counting the small map's frames,
   * which are bare MapLibre's cost under software WebGL and are reported apart (`mapTaskMs`).
   */
  longestTaskMs: number;
  mapTaskMs: number;
  /** What ran in the longest task, as the long animation frames it overlaps say (to look into it). */
  longestTaskScripts: string[];
  /** The events page's loads of the same API dates, one after another (see `sameDays`), summed. */
  eventsMs: number;
  /** `pageMs / eventsMs`. */
  ratio: number;
}

const cards = 4;
const sydney = 'Australia%2FSydney';

/**
 * The API dates the home asks for, as events pages: the last seven days (today and the week before's
 * weekday among them) and the same weekday two, three and four weeks back, each a whole date, every type.
 */
const sameDays = (appUrl: string) => [
  `${appUrl}/au/events?types=&range=last7d&tz=${sydney}&mode=table`,
  ...[14, 21, 28].map(
    (back) =>
      `${appUrl}/au/events?types=&from=${sydneyDate(-back)}T00:00&to=${sydneyDate(1 - back)}T00:00&tz=${sydney}&mode=table`,
  ),
];

/** Milliseconds from this page's navigation to the last of `count` marks named `name`. */
async function lastMark(page: Page, name: string, count: number): Promise<{ first: number; last: number }> {
  await page.waitForFunction(
    ({ mark, n }) => performance.getEntriesByName(mark, 'mark').length >= n,
    { mark: name, n: count },
    { timeout: 300_000 },
  );
  return page.evaluate((mark) => {
    const times = performance.getEntriesByName(mark, 'mark').map((m) => m.startTime);
    return { first: Math.min(...times), last: Math.max(...times) };
  }, name);
}

/**
 * Issue 70: the region's home opened cold (a new tab's load, nothing cached), to its first card and to all
 * four painted; then the events page's loads of the same API dates, each cold too, for the ratio. Sign-in
 * lands on lookup (it loads no events), so neither starts with the other's days cached.
 */
export async function measureHome(browser: Browser, appUrl: string): Promise<HomeFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await throttleContext(context);
  const page = await context.newPage();
  await useBenchEmulator(page);
  await installLongTaskAttribution(page);
  await signIn(page, appUrl, '/au/lookup');
  await page.goto(`${appUrl}/au`);
  const home = await lastMark(page, 'home-card-painted', cards);
  const tasks = await longestByOwner(page);
  let eventsMs = 0;
  for (const url of sameDays(appUrl)) {
    await page.goto(url);
    eventsMs += (await lastMark(page, 'events-painted', 1)).last;
  }
  await context.close();
  return {
    firstCardMs: home.first,
    pageMs: home.last,
    longestTaskMs: tasks.otherMs,
    mapTaskMs: tasks.mapMs,
    longestTaskScripts: tasks.otherScripts,
    eventsMs,
    ratio: home.last / eventsMs,
  };
}
