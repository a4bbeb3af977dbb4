/** Requests one region runs at once. */
export const maxParallel = 3;
const running = new Map<string, number>();
const waiting = new Map<string, (() => void)[]>();

function abortReason(signal: AbortSignal | undefined): Error {
  return signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/** Waits for a slot; a released slot passes straight to the next waiter, so the count never overshoots. */
function acquire(scope: string, signal: AbortSignal | undefined): Promise<void> {
  const count = running.get(scope) ?? 0;
  if (count < maxParallel) {
    running.set(scope, count + 1);
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    const queue = waiting.get(scope) ?? [];
    waiting.set(scope, queue);
    const start = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      queue.splice(queue.indexOf(start), 1);
      reject(abortReason(signal));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    queue.push(start);
  });
}

function release(scope: string): void {
  const next = waiting.get(scope)?.shift();
  if (next) next();
  else running.set(scope, (running.get(scope) ?? 1) - 1);
}

/**
 * At most a few requests per region at once, started in the order asked (newest day first). A request
 * whose query was cancelled while waiting never starts.
 */
export async function limitConcurrency<T>(
  scope: string,
  signal: AbortSignal | undefined,
  run: () => Promise<T>,
): Promise<T> {
  if (signal?.aborted) throw abortReason(signal);
  await acquire(scope, signal);
  try {
    return await run();
  } finally {
    release(scope);
  }
}
