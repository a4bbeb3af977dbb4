import { describe, expect, it, vi } from 'vitest';
// A task queued before the work runs once the work gives the page back (Node may run a queued
// message before a due timer, so a timer would not tell).
import { inSlices, nextTask, queueTask } from './in-slices';

/** Busy for `ms`, as a slow step would be. */
function spin(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('inSlices', () => {
  it('covers every item once, in order, in steps', async () => {
    const seen: [number, number][] = [];
    await inSlices(10, 4, (from, to) => seen.push([from, to]));
    expect(seen).toEqual([
      [0, 4],
      [4, 8],
      [8, 10],
    ]);
  });

  it('lets other tasks run between slices, and says how far it got', async () => {
    const events: string[] = [];
    queueTask(() => events.push('task'));
    await inSlices(
      4,
      1,
      (from) => {
        spin(3);
        events.push(`step ${from}`);
      },
      { sliceMs: 2, onProgress: (done, total) => events.push(`${done}/${total}`) },
    );
    expect(events).toEqual(['step 0', '1/4', 'task', 'step 1', '2/4', 'step 2', '3/4', 'step 3', '4/4']);
  });

  it('stops between steps when aborted, with the reason', async () => {
    const controller = new AbortController();
    const seen: number[] = [];
    const done = inSlices(
      100,
      1,
      (from) => {
        seen.push(from);
        spin(2);
      },
      { signal: controller.signal, sliceMs: 1 },
    );
    controller.abort(new Error('cancelled'));
    await expect(done).rejects.toThrow('cancelled');
    expect(seen).toEqual([0]);
  });

  it('gives the page back without a timer, which a hidden tab would hold back', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      // With timers held, only a yield that needs none comes back (else the test times out).
      await expect(nextTask()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  }, 1000);
});
