export interface SliceOptions {
  /** Stops the work between two steps: the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called as the page is given back, and once at the end: how many of `total` are done. */
  onProgress?: (done: number, total: number) => void;
  /** How long the work may hold the page before it lets input and paint through (ms). */
  sliceMs?: number;
}

/**
 * Runs `run` in a task of its own, queued now: a message to itself, which (unlike a timer) a hidden tab does
 * not hold back.
 */
export function queueTask(run: () => void): void {
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    port1.close();
    run();
  };
  port2.postMessage(null);
}

/**
 * Gives the page back for a moment: Chromium's `scheduler.yield` (the work goes on before other queued
 * tasks), else a queued task. Not a timer: browsers hold a hidden tab's timers back for up to a second
 * each, and a week's bodies, read a slice at a time, would crawl while the user looks elsewhere.
 */
export function nextTask(): Promise<void> {
  // Not in TypeScript's DOM types yet, nor in Firefox or Safari.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => queueTask(resolve));
}

/**
 * Runs `work(from, to)` over `[0, total)` in steps of `step` items, giving the page back whenever the work
 * has held it `sliceMs`: a long job (an export of half a million rows) that leaves the page answering.
 */
export async function inSlices(
  total: number,
  step: number,
  work: (from: number, to: number) => void,
  { signal, onProgress, sliceMs = 30 }: SliceOptions = {},
): Promise<void> {
  let sliceStart = performance.now();
  for (let from = 0; from < total; from += step) {
    signal?.throwIfAborted();
    const to = Math.min(total, from + step);
    work(from, to);
    if (to < total && performance.now() - sliceStart >= sliceMs) {
      onProgress?.(to, total);
      await nextTask();
      sliceStart = performance.now();
    }
  }
  signal?.throwIfAborted();
  onProgress?.(total, total);
}
