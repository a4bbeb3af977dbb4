import { writeFileSync } from 'node:fs';
import type { BundleReport } from './bundle.ts';
import type { Figure } from './stats.ts';

export interface Report {
  date: string;
  command: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  chromium: string;
  runs: number;
  vehicles: number;
  bundle: BundleReport;
  [figure: string]: unknown;
}

export interface Verdict {
  name: string;
  actual: string;
  budget: string;
  ok: boolean;
}

const median = (report: Report, key: string) => (report[key] as Figure).median;

/** The budgets of issues 5, 7 and 8. Speed is judged as a ratio where the machine's speed matters. */
export function checkBudgets(report: Report): Verdict[] {
  const within = (name: string, value: number, max: number, unit: string): Verdict => ({
    name,
    actual: `${value}${unit}`,
    budget: `≤ ${max}${unit}`,
    ok: value <= max,
  });
  return [
    within('initial JS of the events route (gzip)', report.bundle.initialJsGzipKb, 150, ' KB'),
    {
      name: 'maplibre not in the initial load',
      actual: String(!report.bundle.maplibreInInitial),
      budget: 'true',
      ok: !report.bundle.maplibreInInitial,
    },
    {
      name: 'events loaded (7 days)',
      actual: String(median(report, 'events')),
      budget: '≥ 100000',
      ok: median(report, 'events') >= 100_000,
    },
    within('last byte to painted table ÷ bare JSON.parse', median(report, 'paintToParseRatio'), 1.5, '×'),
    within('longest main-thread task during the load', median(report, 'longestTaskMs'), 200, ' ms'),
    within('sort 100k rows to painted result', median(report, 'sortMs'), 100, ' ms'),
    within('quick-search keystroke to painted result', median(report, 'searchKeystrokeMs'), 100, ' ms'),
    within('map: first idle render with the fixes', median(report, 'mapFirstIdleMs'), 1500, ' ms'),
    {
      name: 'replay at 120×: frames per second',
      actual: `${median(report, 'replayFps')} fps (${median(report, 'replayFixes')} fixes)`,
      budget: '≥ 50 fps',
      ok: median(report, 'replayFps') >= 50,
    },
    {
      name: 'shift a 7-day window by one day',
      actual: `${median(report, 'shiftByOneDayRequests')} requests`,
      budget: '1 request',
      ok: median(report, 'shiftByOneDayRequests') === 1,
    },
  ];
}

export function writeReports(report: Report, verdicts: Verdict[], notes: string): void {
  writeFileSync('bench/results.json', `${JSON.stringify({ ...report, verdicts }, null, 2)}\n`);
  const row = (key: string, label: string) => {
    const f = report[key] as Figure;
    return `| ${label} | ${f.median} | ${f.min} | ${f.max} |`;
  };
  const md = [
    '# Benchmark results',
    '',
    `Measured ${report.date} with \`${report.command}\` on ${report.machine.cpus} × ${report.machine.cpuModel}, ${report.machine.memoryGb} GiB, Node ${report.machine.node}, Chromium ${report.chromium} (headless, software GL). ${report.runs} runs after a warm-up; emulator with ${report.vehicles} vehicles.`,
    '',
    '## Budgets',
    '',
    '| budget | measured (median) | limit | verdict |',
    '|---|---|---|---|',
    ...verdicts.map((v) => `| ${v.name} | ${v.actual} | ${v.budget} | ${v.ok ? 'ok' : '**missed**'} |`),
    '',
    '## Figures (median, min, max)',
    '',
    '| figure | median | min | max |',
    '|---|---|---|---|',
    row('events', 'events in the 7-day window'),
    row('loadMs', 'first request to painted table (ms)'),
    row('firstRowsMs', 'first request to first rows (ms)'),
    row('lastByteToPaintMs', 'last response byte to painted table (ms)'),
    row('bareParseMs', 'bare JSON.parse of the same bytes (ms)'),
    row('paintToParseRatio', 'ratio of the two'),
    row('longestTaskMs', 'longest task during the load (ms)'),
    row('sortMs', 'sort by Odometer (ms)'),
    row('searchKeystrokeMs', 'search keystroke (ms)'),
    row('scrollFrames', 'scroll top to bottom: frames'),
    row('scrollDroppedFrames', 'scroll top to bottom: frames over 25 ms'),
    row('mapFirstIdleMs', 'map first idle (ms)'),
    row('replayFixes', 'replay: fixes of the replayed vehicle'),
    row('replayFps', 'replay at 120×: frames per second'),
    row('replayFramesOver20ms', 'replay at 120×: frames over 20 ms in 3 s'),
    row('shiftByOneDayRequests', 'requests after shifting the window a day'),
    row('heapAfterLoadMb', 'JS heap after the load, after GC (MB)'),
    '',
    '## Chunks',
    '',
    `Initial JS of the events route: ${report.bundle.initialJsGzipKb} KB gzip (${report.bundle.initialChunks.map((c) => `${c.file} ${c.gzipKb} KB`).join(', ')}).`,
    '',
    '| chunk | KB | KB gzip |',
    '|---|---|---|',
    ...report.bundle.allChunks.map((c) => `| ${c.file} | ${c.kb} | ${c.gzipKb} |`),
    '',
    notes.trim(),
    '',
  ].join('\n');
  writeFileSync('bench/RESULTS.md', md);
}
