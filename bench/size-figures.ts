import type { ExportFigures, RunFigures } from './scenario.ts';
import { summarise, type Figure } from './stats.ts';

/** One fleet's figures over its measured runs; a worst case is the slowest of a run, summarised over runs. */
export interface SizeFigures {
  vehicles: number;
  events: Figure;
  loadMs: Figure;
  firstRowsMs: Figure;
  lastByteToPaintMs: Figure;
  bareParseMs: Figure;
  paintToParseRatio: Figure;
  longestTaskMs: Figure;
  namesShownMs: Figure;
  namesLongestTaskMs: Figure;
  sortWorstMs: Figure;
  sortByColumnMs: Record<string, Figure>;
  searchRareWorstMs: Figure;
  searchHalfWorstMs: Figure;
  searchTerms: RunFigures['searchTerms'];
  facetClickMs: Figure;
  /** Interaction to Next Paint of each step (`RunFigures.inpMs`); absent before 7 December. */
  inpMs?: Record<keyof NonNullable<RunFigures['inpMs']>, Figure>;
  facetNoChartMs: Figure;
  /** What the histogram adds to a facet click: the mean of the two clicks with it shown, less the hidden one. */
  histogramShareMs: Figure;
  /** A day compared with the rest of the week, to painted, and the longest task meanwhile; absent before. */
  compareMs?: Figure;
  compareLongestTaskMs?: Figure;
  /** The device health page over the week, to its table painted, and the longest task meanwhile. */
  healthMs?: Figure;
  healthLongestTaskMs?: Figure;
  /**
   * The region's home opened cold: to its first card and to all four painted, the longest task meanwhile,
   * and the whole page over the events page's loads of the same API dates (issue 70); absent before it.
   */
  homeFirstCardMs?: Figure;
  homePageMs?: Figure;
  homeLongestTaskMs?: Figure;
  homeMapTaskMs?: Figure;
  homeEventsMs?: Figure;
  homeRatio?: Figure;
  scrollDroppedShare: Figure;
  bareScrollDroppedShare: Figure;
  /** The app's share of dropped frames ÷ the bare list's (the bare list's floored at one frame). */
  scrollDroppedRatio: Figure;
  mapFirstIdleMs: Figure;
  /** The app's base map alone in a bare MapLibre page at the same view and size; absent before 27 November. */
  bareMapFirstIdleMs?: Figure;
  /** The app's map first idle less the bare map's, run by run: what the app adds. */
  mapAddedMs?: Figure;
  replayFixes: Figure;
  replayFps: Figure;
  replayFramesOver20ms: Figure;
  /** The around-the-clock vehicle's replay (10,000 fixes and more); absent from reports before it. */
  denseReplayFixes?: Figure;
  denseReplayFps?: Figure;
  denseReplayFramesOver20ms?: Figure;
  /**
   * 20 vehicles replayed on one clock in this size's week (reports of 28 November and before; the fleet
   * replay is now `Report.fleetReplay`), and the area filter.
   */
  fleetReplayFixes?: Figure;
  fleetReplayFps?: Figure;
  fleetReplayFramesOver20ms?: Figure;
  areaApplyMs?: Figure;
  areaRemoveMs?: Figure;
  areaRows?: Figure;
  shiftByOneDayRequests: Figure;
  heapAfterLoadMb: Figure;
  heapWithBuffersMb: Figure;
  /** One CSV export of every row, in the warm-up run (its rows feed the bare list); absent before. */
  csvExport?: ExportFigures;
}

const share = ({ frames, dropped }: { frames: number; dropped: number }) =>
  frames > 0 ? dropped / frames : 0;

export function summariseRuns(runs: readonly RunFigures[]): Omit<SizeFigures, 'vehicles'> {
  const figure = (pick: (r: RunFigures) => number) => summarise(runs.map(pick));
  const columns = [...new Set(runs.flatMap((r) => Object.keys(r.sortMs)))];
  return {
    events: figure((r) => r.events),
    loadMs: figure((r) => r.loadMs),
    firstRowsMs: figure((r) => r.firstRowsMs),
    lastByteToPaintMs: figure((r) => r.lastByteToPaintMs),
    bareParseMs: figure((r) => r.bareParseMs),
    paintToParseRatio: figure((r) => r.lastByteToPaintMs / r.bareParseMs),
    longestTaskMs: figure((r) => r.longestTaskMs),
    namesShownMs: figure((r) => r.namesShownMs),
    namesLongestTaskMs: figure((r) => r.namesLongestTaskMs),
    sortWorstMs: figure((r) => Math.max(...Object.values(r.sortMs))),
    sortByColumnMs: Object.fromEntries(columns.map((c) => [c, figure((r) => r.sortMs[c] ?? Number.NaN)])),
    searchRareWorstMs: figure((r) => Math.max(...r.searchRareMs)),
    searchHalfWorstMs: figure((r) => Math.max(...r.searchHalfMs)),
    searchTerms: runs.at(-1)?.searchTerms ?? { rare: '', rareShare: 0, half: '', halfShare: 0 },
    facetClickMs: figure((r) => r.facetClickMs),
    ...(runs.every((r) => r.inpMs) && {
      inpMs: {
        sort: figure((r) => r.inpMs?.sort ?? Number.NaN),
        searchRare: figure((r) => r.inpMs?.searchRare ?? Number.NaN),
        searchHalf: figure((r) => r.inpMs?.searchHalf ?? Number.NaN),
        facet: figure((r) => r.inpMs?.facet ?? Number.NaN),
        compare: figure((r) => r.inpMs?.compare ?? Number.NaN),
        area: figure((r) => r.inpMs?.area ?? Number.NaN),
      },
    }),
    facetNoChartMs: figure((r) => r.facetNoChartMs),
    histogramShareMs: figure(
      (r) => Math.round(((r.facetClickMs + r.facetAgainMs) / 2 - r.facetNoChartMs) * 10) / 10,
    ),
    compareMs: figure((r) => r.compare?.ms ?? Number.NaN),
    compareLongestTaskMs: figure((r) => r.compare?.longestTaskMs ?? Number.NaN),
    healthMs: figure((r) => r.health?.ms ?? Number.NaN),
    healthLongestTaskMs: figure((r) => r.health?.longestTaskMs ?? Number.NaN),
    homeFirstCardMs: figure((r) => r.home?.firstCardMs ?? Number.NaN),
    homePageMs: figure((r) => r.home?.pageMs ?? Number.NaN),
    homeLongestTaskMs: figure((r) => r.home?.longestTaskMs ?? Number.NaN),
    homeMapTaskMs: figure((r) => r.home?.mapTaskMs ?? Number.NaN),
    homeEventsMs: figure((r) => r.home?.eventsMs ?? Number.NaN),
    homeRatio: figure((r) => Math.round((r.home?.ratio ?? Number.NaN) * 100) / 100),
    scrollDroppedShare: figure((r) => share(r.scroll)),
    bareScrollDroppedShare: figure((r) => share(r.bareScroll)),
    scrollDroppedRatio: figure(
      (r) => share(r.scroll) / Math.max(share(r.bareScroll), 1 / Math.max(1, r.bareScroll.frames)),
    ),
    mapFirstIdleMs: figure((r) => r.mapIdleMs),
    bareMapFirstIdleMs: figure((r) => r.bareMapIdleMs),
    mapAddedMs: figure((r) => Math.round(r.mapIdleMs - r.bareMapIdleMs)),
    replayFixes: figure((r) => r.replay.fixes),
    replayFps: figure((r) => r.replay.fps),
    replayFramesOver20ms: figure((r) => r.replay.framesOver20ms),
    denseReplayFixes: figure((r) => r.denseReplay?.fixes ?? Number.NaN),
    denseReplayFps: figure((r) => r.denseReplay?.fps ?? Number.NaN),
    denseReplayFramesOver20ms: figure((r) => r.denseReplay?.framesOver20ms ?? Number.NaN),
    areaApplyMs: figure((r) => r.area?.applyMs ?? Number.NaN),
    areaRemoveMs: figure((r) => r.area?.removeMs ?? Number.NaN),
    areaRows: figure((r) => r.area?.rows ?? Number.NaN),
    shiftByOneDayRequests: figure((r) => r.shiftRequests),
    heapAfterLoadMb: figure((r) => r.heapMb),
    heapWithBuffersMb: figure((r) => r.heapWithBuffersMb),
  };
}
