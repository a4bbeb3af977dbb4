import type { Browser } from '@playwright/test';
import { bareParse, loadTimings, longest, resetLongest, scrollFrames } from './measure.ts';
import { areaFilter, type AreaFigures } from './area.ts';
import { denseVehicle, measuredReplay, replayUrl, typicalVehicle, type ReplayFigures } from './replay.ts';
import {
  columnWidths,
  exportCsv,
  mapFirstIdle,
  signInAndLoadWeek,
  sydneyDate,
  waitForMark,
} from './page-steps.ts';
import { bareMapFirstIdle, fixBounds } from './map-baseline.ts';
import { scrollBareList } from './scroll-baseline.ts';
import { clickToPainted, sortEveryColumn, termWithShare, typeTerm } from './view-changes.ts';
import { measureCompare, type CompareFigures } from './compare-step.ts';
import { measureHealth, type HealthFigures } from './health-step.ts';
import { cpuThrottle, installEventTimingObserver, throttleContext, withInp } from './interactions.ts';
import { measureHome, type HomeFigures } from './home-step.ts';

export interface RunFigures {
  events: number;
  loadMs: number;
  firstRowsMs: number;
  lastByteToPaintMs: number;
  bareParseMs: number;
  longestTaskMs: number;
  /** From the table painted to every name of its ids shown, and the longest task meanwhile. */
  namesShownMs: number;
  namesLongestTaskMs: number;
  /** Sort to painted result, per sortable column. */
  sortMs: Record<string, number>;
  /**
   * Interaction to Next Paint of each step (Event Timing: the longest of its interactions, 16 when none
   * reached 16 ms); absent in reports before 7 December.
   */
  inpMs?: Record<'sort' | 'searchRare' | 'searchHalf' | 'facet' | 'compare' | 'area', number>;
  /** The CPU throttling rate the run was measured at (1: none); absent before 7 December. */
  cpuThrottle?: number;
  /** Each keystroke of typing a rare term and a term matching about half the rows. */
  searchRareMs: number[];
  searchHalfMs: number[];
  searchTerms: { rare: string; rareShare: number; half: string; halfShare: number };
  facetClickMs: number;
  /** The same facet click with the histogram hidden, and once more with it shown. */
  facetNoChartMs: number;
  facetAgainMs: number;
  /** A day of the week compared with the rest (issue 42); absent from reports before it. */
  compare?: CompareFigures;
  /** Two scrolls of each, top to bottom: their frames and dropped frames together. */
  scroll: ScrollFrames;
  bareScroll: ScrollFrames;
  mapIdleMs: number;
  /** The app's base map alone in a bare MapLibre page, at the same view and size (`map-baseline.ts`). */
  bareMapIdleMs: number;
  /** A vehicle's week replayed at 120× for 3 s in Table and map: a typical vehicle (`typicalVehicle`). */
  replay: ReplayFigures;
  /** The same for the around-the-clock vehicle (`denseVehicle`, 10,000 fixes and more); absent in older runs. */
  denseReplay?: ReplayFigures;
  /** The "who was here" area typed and applied over the week; absent in older runs. */
  area?: AreaFigures;
  /** The device health page over the loaded week (issue 41); absent in older runs. */
  health?: HealthFigures;
  /** The region's home, cold, beside the events page's loads of the same dates (issue 70); absent before. */
  home?: HomeFigures;
  shiftRequests: number;
  /** JS heap after a GC, and with the array buffers the columns live in. */
  heapMb: number;
  heapWithBuffersMb: number;
  /** The JS files (paths under dist) the browser loaded to show the events page. */
  eventsRouteJs: string[];
}

/** With BENCH_VERBOSE, each step as it starts and the seconds since the run's start: where a run's time goes. */
function stepLogger(): (what: string) => void {
  const started = Date.now();
  return (what) => {
    if (process.env.BENCH_VERBOSE)
      console.log(`bench:   ${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);
  };
}

/** A size's rows as the app exported them, kept across its runs: for the bare list. */
export interface ExportedRows {
  events?: number;
  csv?: string;
  /** The valid fixes' bounds in that export, for the bare map. */
  fixBounds?: [number, number, number, number];
  /** That export: from the menu item's click to the download, and the longest task meanwhile. */
  figures?: ExportFigures;
}

export interface ExportFigures {
  rows: number;
  mb: number;
  ms: number;
  longestTaskMs: number;
}

type ScrollFrames = { frames: number; dropped: number };
const addFrames = (a: ScrollFrames, b: ScrollFrames): ScrollFrames => ({
  frames: a.frames + b.frames,
  dropped: a.dropped + b.dropped,
});
const mb = (bytes: number) => Math.round((bytes / 2 ** 20) * 10) / 10;

/** Terms tried for "about half the rows": types, actions and common words of addresses and attributes. */
const halfCandidates = [
  'driver',
  'ignition',
  'on',
  'rd',
  'st',
  'position',
  'drive',
  'work',
  'ok',
  'van',
  'ute',
];

/**
 * One full run in a fresh browser context: sign in, load 7 days of every type with every column shown,
 * then each interaction, worst cases included: every sortable column, a rare and a half-matching search
 * typed key by key, a facet, a top-to-bottom scroll (and the same rows in a bare list), the map.
 */
export async function measureRun(
  browser: Browser,
  { appUrl, emulatorPort, exported }: { appUrl: string; emulatorPort: number; exported: ExportedRows },
): Promise<RunFigures> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await throttleContext(context);
  await installEventTimingObserver(page);
  const step = stepLogger();
  step('sign in and load a week');
  const apiKey = await signInAndLoadWeek(page, appUrl);
  const eventsRouteJs = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/assets\/[^/]+\.js$/.test(path))
      .map((path) => path.slice(1)),
  );
  const timings = await loadTimings(page);
  const longestTaskMs = await longest(page);
  step('names');
  await resetLongest(page);
  await waitForMark(page, 'events-names-shown', 120_000);
  const namesShownMs = await page.evaluate(() => {
    const at = (name: string) => performance.getEntriesByName(name).at(-1)?.startTime ?? Number.NaN;
    return at('events-names-shown') - at('events-painted');
  });
  const namesLongestTaskMs = await longest(page);
  const summary = (await page.getByText(/^[\d,]+ of [\d,]+ events/).textContent()) ?? '';
  const events = Number(summary.split(' of ')[0]?.replace(/,/g, ''));
  step('bare parse, heap');
  const bareParseMs = await bareParse(page, timings.urls, apiKey);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };

  step('sort every column');
  const sorted = await withInp(page, () => sortEveryColumn(page));
  const sortMs = sorted.result;
  step('search');
  // A rare term: the end of the first row's event id, from its link to the detail (/au/events/type/id): the
  // Id column's cell may be out of view, and a row draws only the columns in view.
  const rare = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('[role="row"][aria-rowindex="2"] a[href]');
    return decodeURIComponent(new URL(link?.href ?? location.href).pathname.split('/')[4] ?? '');
  });
  const rareTerm = rare.slice(-7) || 'zzz';
  // The rare term is the page's first search, so its keystrokes pay what a first search makes (the days'
  // texts, names folded) unless the page made it before. Finding the half-matching term searches each
  // candidate whole, so its last keystroke finds its rows made; its slowest is one of the keystrokes before.
  const searchRare = await withInp(page, () => typeTerm(page, rareTerm, events));
  const searchRareMs = searchRare.result;
  const rareShare = await termWithShare(page, [rareTerm], 0, events);
  const half = await termWithShare(page, halfCandidates, 0.5, events);
  const searchHalf = await withInp(page, () => typeTerm(page, half.term, events));
  const searchHalfMs = searchHalf.result;

  step('facet');
  // The type counts are quick filters in the full filter bar, folded until asked for.
  await page.getByRole('button', { name: 'Edit filters' }).click();
  // Clicked once the bar has opened, as a user who reads the counts first would: Playwright's click would
  // land while it still unfolds (its chips do not move), and time the last frames of that instead.
  await page.locator('.MuiCollapse-entered').waitFor();
  const facet = page.getByRole('group', { name: 'Type' }).getByRole('button').first();
  const faceted = await withInp(page, () => clickToPainted(page, () => facet.click()));
  const facetClickMs = faceted.result;
  await facet.click();
  // The same click with the chart hidden, between two with it shown (so neither state is always the
  // warmer one): the difference is what the histogram adds to a filter change.
  step('facet, chart hidden');
  await page.getByRole('button', { name: 'Hide chart' }).click();
  const facetNoChartMs = await clickToPainted(page, () => facet.click());
  await facet.click();
  await page.getByRole('button', { name: 'Show chart' }).click();
  const facetAgainMs = await clickToPainted(page, () => facet.click());
  await facet.click();
  step('compare a day with the rest of the week');
  const compared = await withInp(page, () => measureCompare(page));
  const compare = compared.result;
  step('area filter');
  const filtered = await withInp(page, () => areaFilter(page));
  const area = filtered.result;

  // Scrolls alternate, table, bare list, bare list, table, so a drift of the machine's speed meets both alike;
  // one scroll each moved the ratio between 0.2 and 3.3 in one bench run.
  step('scroll');
  const firstScroll = await scrollFrames(page);
  // The same week's rows every run (the emulator's fleet is seeded): exported once per size, in the warm-up,
  // and measured there once (at 500k it takes about half a minute).
  let csv = exported.events === events ? exported.csv : undefined;
  if (csv === undefined) {
    step('export the rows');
    await resetLongest(page);
    const made = await exportCsv(page);
    const figures = {
      rows: made.csv.split('\r\n').length - 1,
      mb: mb(Buffer.byteLength(made.csv)),
      ms: made.ms,
      longestTaskMs: await longest(page),
    };
    csv = made.csv;
    Object.assign(exported, { events, csv, figures, fixBounds: fixBounds(csv) });
  }
  step('scroll the bare list');
  const widths = await columnWidths(page);
  const bareScroll = addFrames(
    await scrollBareList(context, csv, widths),
    await scrollBareList(context, csv, widths),
  );
  step('scroll again');
  const scroll = addFrames(firstScroll, await scrollFrames(page));

  // The app's map, then the bare map at its view and size, in a page of the same context.
  step('map');
  const { ms: mapIdleMs, width, height } = await mapFirstIdle(page);
  step('bare map');
  const bounds = exported.fixBounds ?? fixBounds(csv);
  const bareMapIdleMs = await bareMapFirstIdle(context, bounds, { width, height });
  step('replay, a typical vehicle');
  const replay = await measuredReplay(page, replayUrl(page.url(), typicalVehicle), 'typical');
  step('replay, the around-the-clock vehicle');
  const denseReplay = await measuredReplay(page, replayUrl(page.url(), denseVehicle), 'dense');
  await page.getByRole('button', { name: 'Table', exact: true }).click();

  step('shift a day');
  await fetch(`http://localhost:${emulatorPort}/__requests/reset`, {
    method: 'POST',
    body: '{}',
    headers: { 'Content-Type': 'application/json', 'X-Emulator-Control': '1' },
  });
  const shiftFrom = `${sydneyDate(-7)}T00:00`;
  const shiftTo = `${sydneyDate(0)}T00:00`;
  await page.getByLabel('From', { exact: true }).fill(shiftFrom);
  await page.getByLabel('To', { exact: true }).fill(shiftTo);
  // The table painted for the shifted window itself: filling From alone already makes a (shorter) window
  // whose days are all cached, and its mark must not end the count early.
  const shifted = new URLSearchParams({ from: shiftFrom, to: shiftTo }).toString();
  await page.waitForFunction(
    (window) =>
      performance
        .getEntriesByName('events-painted')
        .some((mark) => String((mark as PerformanceMark).detail).includes(window)),
    shifted,
    { timeout: 300_000 },
  );
  const counts = (await (
    await fetch(`http://localhost:${emulatorPort}/__requests`, { headers: { 'X-Emulator-Control': '1' } })
  ).json()) as Record<string, number>;
  // Last: it leaves the events page and comes back with the filter bar folded.
  step('device health');
  const health = await measureHealth(page);
  await context.close();
  // In a context of its own: a cold load, nothing of the week's days cached.
  step('home, and the events page over the same dates');
  const home = await measureHome(browser, appUrl);
  step('done');

  return {
    events,
    loadMs: timings.painted - timings.firstRequest,
    firstRowsMs: timings.firstRows - timings.firstRequest,
    lastByteToPaintMs: timings.painted - timings.lastResponseEnd,
    bareParseMs,
    longestTaskMs,
    namesShownMs,
    namesLongestTaskMs,
    sortMs,
    searchRareMs,
    searchHalfMs,
    inpMs: {
      sort: sorted.inpMs,
      searchRare: searchRare.inpMs,
      searchHalf: searchHalf.inpMs,
      facet: faceted.inpMs,
      compare: compared.inpMs,
      area: filtered.inpMs,
    },
    cpuThrottle,
    searchTerms: { rare: rareTerm, rareShare: rareShare.share, half: half.term, halfShare: half.share },
    facetClickMs,
    facetNoChartMs,
    facetAgainMs,
    compare,
    scroll,
    bareScroll,
    mapIdleMs,
    bareMapIdleMs,
    replay,
    denseReplay,
    area,
    health,
    home,
    shiftRequests: counts['au /v1/events'] ?? 0,
    heapMb: mb(heap.usedSize),
    heapWithBuffersMb: mb(heap.usedSize + (heap.backingStorageSize ?? 0)),
    eventsRouteJs,
  };
}
