/**
 * A few name requests at a time per region, apart from the events' own limit, so names never hold up
 * the rows (the browser allows about six connections to one host). Kinds take turns: a kind waiting for
 * a slot is called back when one frees, in the order they asked.
 */
export class RegionLimiter {
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
}

export const nameRequestsPerRegion = 2;
