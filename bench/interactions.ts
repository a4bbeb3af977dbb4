import type { BrowserContext, Page } from '@playwright/test';

// Interaction to Next Paint, the Core Web Vitals measure, from the browser's Event Timing entries: the
// whole time from an input to the frame that shows its effect, as the browser saw it (our own marks time
// only what the app says it did). And Chromium's CPU throttling, standing in for a slower laptop.

/** `BENCH_CPU_THROTTLE=3`: every page of a run slowed to a third of this machine's speed (CDP). */
export const cpuThrottle = Math.max(1, Number(process.env.BENCH_CPU_THROTTLE ?? 1) || 1);

/** Slows each page the context opens (the app's and the bare baselines' alike), when asked to. */
export async function throttleContext(context: BrowserContext): Promise<void> {
  if (cpuThrottle === 1) return;
  const throttle = async (page: Page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  };
  await Promise.all(context.pages().map(throttle));
  context.on('page', (page) => void throttle(page));
}

/**
 * Records every Event Timing entry of an interaction (a click, a key press) from the page's start. The
 * browser reports only those of 16 ms and more: an interaction it does not report took less.
 */
export async function installEventTimingObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __interactions: { start: number; duration: number }[] };
    w.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (entry.interactionId) w.__interactions.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/**
 * Runs `step` and gives its result with the INP of its interactions: the longest of them, in ms (16 when
 * none reached the browser's 16 ms threshold).
 */
export async function withInp<T>(page: Page, step: () => Promise<T>): Promise<{ result: T; inpMs: number }> {
  const since = await page.evaluate(() => performance.now());
  const result = await step();
  const inpMs = await page.evaluate(async (from) => {
    // An entry is reported after the frame it ends with: two frames and a moment later, it is in.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 100));
    const w = window as unknown as { __interactions: { start: number; duration: number }[] };
    const durations = w.__interactions.filter((i) => i.start >= from).map((i) => i.duration);
    return Math.max(16, ...durations);
  }, since);
  return { result, inpMs };
}
