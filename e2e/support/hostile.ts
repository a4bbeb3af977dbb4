import { expect, test, type Page, type Route } from '@playwright/test';
import { resetEmulator } from './emulator';
import { signInDirectly } from './session';
import { span, twoWeekdays } from './calendar';

/** Two API dates of one type in AU (the demo user's zone): one of them is spoiled, the other must survive. */
export const twoDays = `/au/events?types=ignition&${span(twoWeekdays)}`;
export const goodDate = '2026-11-11';
export const spoiledDate = twoWeekdays.from;

export type RawEvent = Record<string, unknown>;

/** Payloads that would run if any of them ever reached the DOM as HTML or a URL. Each sets `__pwned`. */
export const scriptish = {
  script: '<script>window.__pwned = "script"</script>',
  img: '<img src=x onerror="window.__pwned = \'img\'">',
  jsUrl: 'javascript:window.__pwned="url"',
  svg: '<svg onload="window.__pwned = \'svg\'"></svg>',
  entities: '&lt;b&gt;bold&lt;/b&gt; &amp; &#x1F600;',
  rtlEmoji: '\u202Eevil\u202C شارع الملك 🚚💨',
} as const;

/**
 * Watches a page for what must never happen: an uncaught error, a dialog, a payload that ran. Create it
 * before the page loads; call `expectNothingRan` at the end of the test.
 */
export function watchPage(page: Page) {
  const pageErrors: string[] = [];
  const dialogs: string[] = [];
  const consoleLines: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('console', (message) => consoleLines.push(message.text()));
  return {
    consoleLines,
    async expectNothingRan() {
      expect(dialogs, 'no dialog opened').toEqual([]);
      expect(
        await page.evaluate(() => (window as { __pwned?: unknown }).__pwned),
        'no payload ran',
      ).toBeUndefined();
      expect(pageErrors, 'no uncaught error').toEqual([]);
    },
  };
}

export function isEventsCall(url: URL, date?: string): boolean {
  return (
    url.port === '4010' &&
    /^\/[a-z]+\/v1\/events(\/|$)/.test(url.pathname) &&
    (date === undefined || url.searchParams.get('from') === date)
  );
}

/**
 * Replaces one API date's body with what `spoil` makes of the emulator's real answer; status and
 * headers (CORS included) stay the emulator's unless `status` is given.
 */
export async function spoilDay(
  page: Page,
  date: string | undefined,
  spoil: (events: RawEvent[]) => string,
  status?: number,
): Promise<void> {
  await page.route(
    (url) => isEventsCall(url, date),
    async (route: Route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const events = (await response.json()) as RawEvent[];
      await route.fulfill({ response, body: spoil(events), ...(status ? { status } : {}) });
    },
  );
}

export const summary = (page: Page) => page.getByText(/^[\d,]+ of [\d,]+ events/);

/** Every day of the window has settled: the app's 'events-painted' mark is set and no progress bar shows. */
export async function settled(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('events-painted').length > 0 &&
      !document.querySelector('[role="progressbar"][aria-label="Loading days"]'),
    undefined,
    { timeout },
  );
}

/**
 * The page is still whole: the filters are where they were, and the table and its controls respond. A
 * selected row (`sel`, after opening a detail or moving through the grid) is view state, not a filter.
 */
export async function expectStillUsable(page: Page, url: string | RegExp): Promise<void> {
  await expect(page).toHaveURL(typeof url === 'string' ? new RegExp(`${escape(url)}(&sel=[^&]+)?$`) : url);
  await expect(page.getByRole('list', { name: 'Filters in force' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Hide) filters$/ })).toBeEnabled();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeEditable();
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The hooks every hostile spec shares: a watched page, a well-behaved emulator, AU signed in (its tab holds
 * the session; no page loaded yet, so a test's faults meet its first page); after each test, nothing may
 * have run.
 */
export function signedInAndWatched(): void {
  let watcher: ReturnType<typeof watchPage>;
  test.beforeEach(async ({ page, request }) => {
    watcher = watchPage(page);
    await resetEmulator(request);
    await signInDirectly(page, request);
  });
  test.afterEach(async () => watcher.expectNothingRan());
}
