import type { Page } from '@playwright/test';

/** In-page measurements. Each returns milliseconds (or counts) measured with the page's own clock. */

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in code sent to `evaluate` in
 * `__name()`: every bench page defines it before that code runs.
 */
export async function allowKeptNames(page: Page): Promise<void> {
  await page.addInitScript('window.__name = (fn) => fn;');
}

export async function installLongTaskObserver(page: Page): Promise<void> {
  await allowKeptNames(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longest = Math.max(w.__longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

export async function resetLongest(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __longest: number }).__longest = 0));
}

export async function longest(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __longest: number }).__longest);
}

/** Marks of the last load, and when the last events response ended (resource timing). */
export async function loadTimings(page: Page) {
  return page.evaluate(() => {
    const mark = (name: string) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? NaN;
    const responses = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/v1/events')) as PerformanceResourceTiming[];
    return {
      firstRows: mark('events-first-rows'),
      painted: mark('events-painted'),
      firstRequest: Math.min(...responses.map((r) => r.startTime)),
      lastResponseEnd: Math.max(...responses.map((r) => r.responseEnd)),
      urls: responses.map((r) => r.name),
    };
  });
}

/**
 * A bare JSON.parse of the same responses, fetched again with the same key, in the same page. The key is
 * the one the app sent (it keeps an OIDC sign-in's key in memory only).
 */
export async function bareParse(page: Page, urls: string[], apiKey: string): Promise<number> {
  return page.evaluate(
    async ({ list, key }) => {
      const texts = await Promise.all(
        list.map((url) => fetch(url, { headers: { Authorization: `Bearer ${key}` } }).then((r) => r.text())),
      );
      const started = performance.now();
      let count = 0;
      for (const text of texts) count += (JSON.parse(text) as unknown[]).length;
      const elapsed = performance.now() - started;
      if (count === 0) throw new Error('nothing parsed');
      return elapsed;
    },
    { list: urls, key: apiKey },
  );
}

/** Scrolls the table top to bottom, in about 300 frames; frames slower than 1.5× 60 Hz count as dropped. */
export async function scrollFrames(page: Page): Promise<{ frames: number; dropped: number }> {
  return page.evaluate(
    () =>
      new Promise<{ frames: number; dropped: number }>((resolve) => {
        const grid = document.querySelector('[role=grid]');
        if (!grid) throw new Error('no grid');
        grid.scrollTop = 0;
        let last = performance.now();
        let frames = 0;
        let dropped = 0;
        const step = (now: number) => {
          frames += 1;
          if (now - last > 25) dropped += 1;
          last = now;
          grid.scrollTop += Math.max(grid.clientHeight, grid.scrollHeight / 300);
          if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1 || frames > 5000)
            resolve({ frames, dropped });
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

/**
 * Long tasks told apart by what ran in them: a task is the map's when a long animation frame it overlaps spent
 * most of its script time in the map's chunk (MapLibre's render loop). Under this machine's software WebGL a
 * map frame costs 50–100 ms whatever the app does, as bare MapLibre's do, so a page holding a map reports its
 * own tasks and the map's apart. Needs `installLongTaskAttribution` before the page loads.
 */
export async function installLongTaskAttribution(page: Page): Promise<void> {
  await allowKeptNames(page);
  await page.addInitScript(() => {
    const w = window as unknown as {
      __tasks: { start: number; end: number }[];
      __frames: { start: number; end: number; mapMs: number; scriptMs: number; scripts: string[] }[];
    };
    w.__tasks = [];
    w.__frames = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        w.__tasks.push({ start: e.startTime, end: e.startTime + e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        type Script = { sourceURL: string; sourceFunctionName: string; invoker: string; duration: number };
        const scripts = (entry as unknown as { scripts: Script[] }).scripts;
        const scriptMs = scripts.reduce((sum, s) => sum + s.duration, 0);
        const mapMs = scripts
          .filter((s) => /\/map-view-[^/]*\.js/.test(s.sourceURL))
          .reduce((sum, s) => sum + s.duration, 0);
        w.__frames.push({
          start: entry.startTime,
          end: entry.startTime + entry.duration,
          mapMs,
          scriptMs,
          scripts: scripts.map(
            (s) =>
              `${s.duration.toFixed(0)} ms ${s.invoker} ${s.sourceFunctionName} ${s.sourceURL.split('/').pop()}`,
          ),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  });
}

/**
 * The longest task of the map's and the longest of everything else, since the page loaded, with the scripts
 * of the long animation frames the latter overlaps (for a profiling script to print).
 */
export async function longestByOwner(
  page: Page,
): Promise<{ mapMs: number; otherMs: number; otherScripts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __tasks: { start: number; end: number }[];
      __frames: { start: number; end: number; mapMs: number; scriptMs: number; scripts: string[] }[];
    };
    let mapMs = 0;
    let otherMs = 0;
    let otherScripts: string[] = [];
    for (const task of w.__tasks) {
      const frames = w.__frames.filter((f) => f.start < task.end && task.start < f.end);
      const ms = task.end - task.start;
      if (frames.some((f) => f.mapMs > f.scriptMs / 2)) mapMs = Math.max(mapMs, ms);
      else if (ms > otherMs) {
        otherMs = ms;
        otherScripts = frames.flatMap((f) => f.scripts);
      }
    }
    return { mapMs, otherMs, otherScripts };
  });
}
