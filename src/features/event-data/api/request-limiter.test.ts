import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './request-limiter';

const deferred = () => {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('limitConcurrency', () => {
  it('runs at most three at once, in the order asked, and skips cancelled waiters', async () => {
    const started: number[] = [];
    const gates = Array.from({ length: 6 }, deferred);
    const controller = new AbortController();
    const runs = gates.map((gate, index) =>
      limitConcurrency('test', index === 4 ? controller.signal : undefined, async () => {
        started.push(index);
        await gate.promise;
        return index;
      }).catch((error: unknown) => (error instanceof Error ? error.name : 'error')),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    controller.abort();
    gates[1]?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2, 3]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 'AbortError', 5]);
    expect(started).toEqual([0, 1, 2, 3, 5]);
  });
});
