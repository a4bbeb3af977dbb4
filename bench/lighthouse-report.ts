// bench:lighthouse's report: each step's category scores and, for navigations, the metrics behind the
// performance score, as JSON and as a Markdown table.
import type { FlowResult } from 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const metrics = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

interface StepSummary {
  name: string;
  mode: string;
  url: string;
  /** 0–100, or null where the step's mode has no such category (a timespan has no accessibility). */
  scores: Record<(typeof categories)[number], number | null>;
  metrics: Partial<Record<keyof typeof metrics, number>>;
}

interface LighthouseSummary {
  date: string;
  lighthouse: string;
  chromium: string;
  throttlingMethod: string;
  cpus: number;
  loadAtStart: number;
  loadAtEnd: number;
  steps: StepSummary[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function summarize(
  result: FlowResult,
  machine: { throttlingMethod: string; loadAtStart: number; loadAtEnd: number; cpus: number },
): LighthouseSummary {
  const first = result.steps[0]?.lhr;
  return {
    date: new Date().toISOString(),
    lighthouse: first?.lighthouseVersion ?? '',
    chromium: first?.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? '',
    ...machine,
    loadAtStart: round2(machine.loadAtStart),
    loadAtEnd: round2(machine.loadAtEnd),
    steps: result.steps.map(({ name, lhr }) => ({
      name,
      mode: lhr.gatherMode,
      url: lhr.finalDisplayedUrl,
      scores: Object.fromEntries(
        categories.map((id) => {
          const score = lhr.categories[id]?.score;
          return [id, typeof score === 'number' ? Math.round(score * 100) : null];
        }),
      ) as StepSummary['scores'],
      metrics: Object.fromEntries(
        Object.entries(metrics).flatMap(([key, audit]) => {
          const value = lhr.audits[audit]?.numericValue;
          return value === undefined ? [] : [[key, key === 'cls' ? round2(value) : Math.round(value)]];
        }),
      ),
    })),
  };
}

const cell = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value}`);

export function lighthouseMarkdown(summary: LighthouseSummary): string {
  const rows = summary.steps.map(
    (step) =>
      `| ${step.name} | ${step.mode} | ${categories.map((id) => cell(step.scores[id])).join(' | ')} | ${cell(step.metrics.fcpMs)} | ${cell(step.metrics.lcpMs)} | ${cell(step.metrics.tbtMs)} | ${cell(step.metrics.cls)} |`,
  );
  return [
    '# Lighthouse',
    '',
    `Written by \`npm run bench:lighthouse\` (docs/benchmarks.md) on ${summary.date}: Lighthouse ${summary.lighthouse},`,
    `${summary.chromium}, desktop settings, throttling \`${summary.throttlingMethod}\`, ${summary.cpus} CPUs, load`,
    `average ${summary.loadAtStart} at the start and ${summary.loadAtEnd} at the end. Performance is held to 90 by`,
    'issue 68, not by CI; accessibility and best practices are held to 100 by CI (e2e/lighthouse.spec.ts).',
    '',
    '| step | mode | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS |',
    '| ---- | ---- | ----------- | ------------- | -------------- | --- | ------ | ------ | ------ | --- |',
    ...rows,
    '',
  ].join('\n');
}
