import { createServer } from 'node:net';
import { chromium, type Browser, type LaunchOptions, type Page } from '@playwright/test';
import { startFlow, type Config, type FlowResult, type Result } from 'lighthouse';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';

/** The two categories whose scores do not depend on the machine's speed: CI holds them at 100. */
export const auditedCategories = ['accessibility', 'best-practices'] as const;

const config: Config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: [...auditedCategories] },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * A Chromium that Playwright drives and Lighthouse audits: Playwright talks to it over its pipe, Lighthouse
 * (through puppeteer-core, which it needs) over a DevTools port on the loopback.
 */
export async function launchAuditedChromium(
  launchOptions: LaunchOptions | undefined,
): Promise<{ browser: Browser; audits: PuppeteerBrowser }> {
  const port = await freePort();
  const browser = await chromium.launch({
    ...launchOptions,
    args: [...(launchOptions?.args ?? []), `--remote-debugging-port=${port}`],
  });
  // No viewport of its own: the page keeps the size its Playwright context gave it.
  const audits = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return { browser, audits };
}

/** Puppeteer's handle on the page Playwright opened (found by its URL, one page open at a time). */
async function auditHandle(audits: PuppeteerBrowser, page: Page): Promise<PuppeteerPage> {
  const url = page.url();
  const target = audits.targets().find((candidate) => candidate.type() === 'page' && candidate.url() === url);
  const handle = await target?.page();
  if (!handle) throw new Error(`Lighthouse found no page at ${url}`);
  return handle;
}

/**
 * Audits a page Playwright opens: with `timespan`, a timespan over `open` (console errors, deprecations,
 * DevTools issues as it loads; best practices only), then a snapshot of the page `open` left (every audit
 * of the page's state: axe, target sizes, doctype, inputs). The page keeps its own viewport and user agent.
 */
export async function auditStep(
  audits: PuppeteerBrowser,
  page: Page,
  name: string,
  open: () => Promise<void>,
  timespan = true,
): Promise<FlowResult.Step[]> {
  const flow = await startFlow(await auditHandle(audits, page), {
    config,
    // No full-page screenshot: no audit of the two categories needs it.
    flags: { screenEmulation: { disabled: true }, emulatedUserAgent: false, disableFullPageScreenshot: true },
  });
  // A timespan has no accessibility category: its audits read the page's state, which a snapshot has.
  if (timespan)
    await flow.startTimespan({ name: `${name} (as it loads)`, onlyCategories: ['best-practices'] });
  await open();
  if (timespan) await flow.endTimespan();
  await flow.snapshot({ name });
  return (await flow.createFlowResult()).steps;
}

/**
 * Audits that may fail without failing the check, each with its reason. The build's source maps go to
 * `dist-maps/`, not to the server (docs/deploying.md), so Lighthouse finds none: a choice, not a finding.
 */
const excused: Record<string, string> = { 'valid-source-maps': 'source maps are not deployed' };

/**
 * What keeps a step from 100 in each audited category, one line each: a category without a score, a
 * category under 100, and every failing audit with the elements or items it names. A failing audit of
 * weight 0 counts too (Lighthouse leaves axe's experimental label-in-name check out of the score; WCAG
 * 2.5.3 does not). Empty when every audit passes.
 */
export function shortfalls(step: FlowResult.Step): string[] {
  const lhr: Result = step.lhr;
  const categories = lhr.gatherMode === 'timespan' ? (['best-practices'] as const) : auditedCategories;
  return categories.flatMap((id) => {
    const category = lhr.categories[id];
    if (!category) return [`${step.name}: no ${id} category`];
    if (category.score === null) return [`${step.name}: ${id} has no score`];
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && !(audit.id in excused) && audit.score !== null && audit.score < 1)
      .map((audit) => `  ${audit?.id}: ${audit?.title}${itemsOf(audit?.details)}`);
    if (category.score === 1 && failing.length === 0) return [];
    return [`${step.name}: ${id} ${Math.round(category.score * 100)}`, ...failing];
  });
}

function itemsOf(details: Result['audits'][string]['details']): string {
  if (!details || !('items' in details) || !Array.isArray(details.items)) return '';
  return details.items
    .map((item) => {
      const node = (item as { node?: { selector?: string; snippet?: string; explanation?: string } }).node;
      const text = node
        ? `${node.selector ?? ''} ${node.snippet ?? ''} ${node.explanation ?? ''}`
        : JSON.stringify(item).slice(0, 300);
      return `\n    - ${text.replaceAll('\n', ' ')}`;
    })
    .join('');
}
