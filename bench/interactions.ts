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

/** One Event Timing entry; the entries of one tap or key press (down, up, click) share its id. */
interface Timing {
  id: number;
  start: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * Records every Event Timing entry of an interaction (a click, a key press) from the page's start. The
 * browser reports only those of 16 ms and more: an interaction it does not report took less.
 */
export async function installEventTimingObserver(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as {
      __interactions: Timing[];
    };
    w.__interactions = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        if (entry.interactionId)
          w.__interactions.push({
            id: entry.interactionId,
            start: entry.startTime,
            duration: entry.duration,
            processingStart: entry.processingStart,
            processingEnd: entry.processingEnd,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/**
 * Where the longest interaction's time went, ms: waiting for the main thread (input delay), its event
 * handlers (processing, React's render of a click included) and from their end to the frame shown
 * (presentation: the render of what was scheduled, style, layout, paint and the frame itself).
 */
export interface InpParts {
  delay: number;
  processing: number;
  presentation: number;
}

/**
 * Runs `step` and gives its result with the INP of its interactions: the longest of them, in ms (16 when
 * none reached the browser's 16 ms threshold), and that one's parts (null when none did).
 */
export async function withInp<T>(
  page: Page,
  step: () => Promise<T>,
): Promise<{ result: T; inpMs: number; parts: InpParts | null }> {
  const since = await page.evaluate(() => performance.now());
  const result = await step();
  const { inpMs, parts } = await page.evaluate(async (from) => {
    // An entry is reported after the frame it ends with: two frames and a moment later, it is in.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await new Promise((done) => setTimeout(done, 100));
    const w = window as unknown as {
      __interactions: Timing[];
    };
    const longest = w.__interactions
      .filter((i) => i.start >= from)
      .reduce<(typeof w.__interactions)[number] | null>(
        (a, b) => (a && a.duration >= b.duration ? a : b),
        null,
      );
    if (!longest || longest.duration < 16) return { inpMs: 16, parts: null };
    // The parts span every handler of the interaction (a tap's pointerdown to its click), as web-vitals'
    // attribution does: the longest entry alone is often the pointerdown, whose own handlers are short.
    // Only those shown in the same frame (a key's keyup may come a frame later).
    const end = longest.start + longest.duration;
    const all = w.__interactions.filter(
      (i) => i.id === longest.id && i.start >= from && Math.abs(i.start + i.duration - end) < 8,
    );
    const processingStart = Math.min(...all.map((i) => i.processingStart));
    const processingEnd = Math.max(...all.map((i) => i.processingEnd));
    return {
      inpMs: longest.duration,
      parts: {
        delay: Math.round(processingStart - longest.start),
        processing: Math.round(processingEnd - processingStart),
        presentation: Math.round(end - processingEnd),
      },
    };
  }, since);
  return { result, inpMs, parts };
}
