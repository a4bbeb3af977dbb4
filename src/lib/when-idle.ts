export type IdleHandle = { cancel: () => void };

/** The browser's idle callback where there is one (not in Safari), else a timer a little later. */
export function whenIdle(run: () => void): IdleHandle {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return { cancel: () => window.cancelIdleCallback(id) };
  }
  const id = window.setTimeout(run, 50);
  return { cancel: () => window.clearTimeout(id) };
}
