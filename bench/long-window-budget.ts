// npm run bench:long-window: the biggest window a user can ask for at the bench's biggest fleet. Opens 60
// days of every type at BENCH_VEHICLES (3,900 vehicles unless set, about 2M events), clicks "Load 60 days" and
// waits until every day has settled or the page stopped at its memory budget; then prints how long that took,
// how many events and days loaded, the longest task, the JS heap, and how long the search takes to answer a
// keystroke on what is loaded (the page stays usable). Settings: BENCH_DAYS (60), those of bench:profile.
// LONG_WINDOW_PROFILE=1 also records the load and the keystroke (a CPU profile sampled each millisecond and
// the tasks) and prints each task over 200 ms with the functions inside it.
import type { CDPSession, Page } from '@playwright/test';
import { longTaskFunctions, traced } from './trace.ts';
import { installLongTaskObserver, longest, resetLongest } from './measure.ts';
import { sydneyDate } from './page-steps.ts';
import { openSignedInPage } from './profile-page.ts';

const days = Number(process.env.BENCH_DAYS ?? 60);
let lastPage: Page | null = null;

async function main(): Promise<void> {
  const { browser, page, appUrl } = await openSignedInPage();
  lastPage = page;
  await installLongTaskObserver(page);
  const window = `types=&from=${sydneyDate(-days - 1)}T00:00&to=${sydneyDate(-1)}T00:00&tz=Australia%2FSydney&mode=table`;
  await page.goto(`${appUrl}/au/events?${window}`);
  const load = page.getByRole('button', { name: `Load ${days} days` });
  await load.waitFor({ timeout: 120_000 });
  await resetLongest(page);
  const cdp = await page.context().newCDPSession(page);
  const { ms: elapsed } = await recorded(cdp, 'the load', async () => {
    const started = Date.now();
    await load.click();
    await page.waitForFunction(
      () =>
        performance.getEntriesByName('events-painted').length > 0 &&
        !document.querySelector('[role="progressbar"][aria-label="Loading days"]'),
      undefined,
      { timeout: 1_800_000, polling: 500 },
    );
    return Date.now() - started;
  });
  const budget = page.getByText(/more than this tab(’s|'s) budget|more than this tab works with smoothly/);
  const summary = (await page.getByText(/^[\d,]+ of [\d,]+ events/).textContent()) ?? '';
  const stopped = (await budget.count()) > 0 ? await budget.first().textContent() : null;
  const longestTask = await longest(page);
  await cdp.send('HeapProfiler.collectGarbage');
  // The columns are typed arrays: their bytes are the heap's backing stores, not its used size.
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
  // A keystroke in the search over everything loaded: from the key to the summary changing.
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.focus();
  const { ms: keystroke } = await recorded(cdp, 'the keystroke', async () => {
    const keyStarted = Date.now();
    await page.keyboard.type('z');
    await page.waitForFunction(
      (before) => document.body.innerText.match(/[\d,]+ of [\d,]+ events/)?.[0] !== before,
      summary.match(/[\d,]+ of [\d,]+ events/)?.[0] ?? '',
      { timeout: 120_000 },
    );
    return Date.now() - keyStarted;
  });
  console.log(
    JSON.stringify(
      {
        vehicles: Number(process.env.BENCH_VEHICLES),
        days,
        summary,
        stoppedAtBudget: stopped,
        secondsToSettled: Math.round(elapsed / 100) / 10,
        longestTaskMs: Math.round(longestTask),
        heapMB: Math.round(heap.usedSize / 1e6),
        arrayBuffersMB: Math.round((heap.backingStorageSize ?? NaN) / 1e6),
        searchKeystrokeMs: keystroke,
      },
      null,
      2,
    ),
  );
  await browser.close();
  process.exit(0);
}

/** Runs `action`; with LONG_WINDOW_PROFILE, records it and prints its tasks over 200 ms. */
async function recorded(
  cdp: CDPSession,
  what: string,
  action: () => Promise<number>,
): Promise<{ ms: number }> {
  if (!process.env.LONG_WINDOW_PROFILE) return { ms: await action() };
  // Minutes of recording: samples each millisecond and only the tasks' events, or it does not fit in memory.
  process.env.PROFILE_SAMPLING_US ??= '1000';
  process.env.PROFILE_LIGHT ??= '1';
  const result = await traced(cdp, action);
  console.log(`\n## ${what}: ${result.ms} ms; tasks over 200 ms, with their heaviest functions (self ms)`);
  for (const line of longTaskFunctions(result, 200, 10)) console.log(`  ${line}`);
  return result;
}

main().catch((error: unknown) => {
  console.error(error);
  void lastPage?.screenshot({ path: 'bench/tmp/long-window-failed.png' });
  process.exit(1);
});
