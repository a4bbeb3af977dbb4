function abortReason(signal: AbortSignal | undefined): Error {
  return signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError');
}

/**
 * At most `max` things at once (requests to one region). Waiters are called back in the order they
 * asked when a slot frees; a freed slot passes straight to the next waiter that takes it, so the count
 * never overshoots.
 */
export class SlotLimiter {
  private running = 0;
  private readonly waiting = new Set<() => void>();

  constructor(readonly max: number) {}

  /** True with a slot taken (give it back with release); false, and `onFree` is called when one frees. */
  tryAcquire(onFree: () => void): boolean {
    if (this.running < this.max) {
      this.running += 1;
      this.waiting.delete(onFree);
      return true;
    }
    this.waiting.add(onFree);
    return false;
  }

  /** Gives the slot back and calls waiters in turn until one takes it (one may have nothing left to ask). */
  release(): void {
    this.running -= 1;
    for (const next of [...this.waiting]) {
      if (this.running >= this.max) break;
      this.waiting.delete(next);
      next();
    }
  }

  /** Runs `task` in a slot, after those that asked before it; cancelled while it waits, it never starts. */
  async run<T>(signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    if (signal?.aborted) throw abortReason(signal);
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        this.waiting.delete(onFree);
        reject(abortReason(signal));
      };
      const onFree = () => {
        if (!this.tryAcquire(onFree)) return;
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      if (this.tryAcquire(onFree)) resolve();
      else signal?.addEventListener('abort', onAbort, { once: true });
    });
    try {
      return await task();
    } finally {
      this.release();
    }
  }
}
