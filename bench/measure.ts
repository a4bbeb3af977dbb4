import type { Page } from '@playwright/test';

/** In-page measurements. Each returns milliseconds (or counts) measured with the page's own clock. */

export async function installLongTaskObserver(page: Page): Promise<void> {
  // tsx compiles with esbuild's keepNames, which wraps named functions in evaluated code with __name().
  await page.addInitScript('window.__name = (fn) => fn;');
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
 * Frames while a replay plays: from a selected row, "Replay" → its vehicle, at 120×, for `ms`. Counts the
 * browser's animation frames (the marker moves on each) and how many took over 20 ms (under 50 fps).
 */
export async function replayFrames(
  page: Page,
  ms = 3000,
): Promise<{ fixes: number; fps: number; framesOver20ms: number }> {
  await page.getByRole('button', { name: 'Table and map' }).click();
  await page.getByRole('grid', { name: 'Events' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Replay', exact: true }).click();
  await page.getByRole('menuitem', { name: /^Replay vehicle \d+$/ }).click();
  const status = page.getByText(/^[\d,]+ fix(es)? replayed/);
  const fixes = Number(((await status.textContent()) ?? '').split(' ')[0]?.replace(/,/g, ''));
  const panel = page.getByRole('region', { name: 'Replay' });
  await panel.getByRole('combobox', { name: 'Speed' }).click();
  await page.getByRole('option', { name: '120×' }).click();
  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  const frames = await page.evaluate(
    (span) =>
      new Promise<{ count: number; over: number; elapsed: number }>((resolve) => {
        const start = performance.now();
        let last = start;
        let count = 0;
        let over = 0;
        const step = (now: number) => {
          count += 1;
          if (now - last > 20) over += 1;
          last = now;
          if (now - start < span) requestAnimationFrame(step);
          else resolve({ count, over, elapsed: now - start });
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
  await panel.getByRole('button', { name: 'End the replay' }).click();
  return {
    fixes,
    fps: Math.round((frames.count / frames.elapsed) * 1000 * 10) / 10,
    framesOver20ms: frames.over,
  };
}
