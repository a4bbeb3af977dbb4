import { describe, expect, it, vi } from 'vitest';
import type { DayChunk } from './day-chunk';
import { ParserClient } from './parser-client';
import {
  alone,
  eventsOf,
  InProcessWorker,
  SlowWorker,
  StuckWorker,
  onFakeTimers,
  read,
  workerFactory,
} from '../../../testing/parser-fakes';

onFakeTimers();

describe('a day that takes too long to read', () => {
  it('fails after 20 s in its worker; the days queued behind it are read by a new keeper', async () => {
    const workers = workerFactory((made) => (made === 0 ? new StuckWorker(2) : new InProcessWorker()));
    const client = new ParserClient(workers.create);
    const [first, stuck, queued] = [read(client, 1), read(client, 2), read(client, 3)];
    await vi.advanceTimersByTimeAsync(19_900);
    expect([first.chunk?.count, stuck.error, queued.chunk]).toEqual([40, undefined, undefined]);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(stuck.error?.describe()).toBe(
      'Reading the events of 2025-11-22 took longer than 20 s; it was stopped. Retry, or narrow the window or filters.',
    );
    expect(workers.made.map((worker) => worker.terminated)).toEqual([true, false]);
    expect(eventsOf(queued.chunk as DayChunk, client)).toEqual(await alone(3, [1]));
    const later = read(client, 4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(eventsOf(later.chunk as DayChunk, client)).toEqual(await alone(4, [1, 3]));
  });

  it('counts from when a worker gets the day, not while it waits for one', async () => {
    const workers = workerFactory(() => new SlowWorker(15_000));
    const client = new ParserClient(workers.create);
    const days = [read(client, 1), read(client, 2), read(client, 3)];
    await vi.advanceTimersByTimeAsync(50_000);
    expect(days.map((seen) => [seen.chunk?.count, seen.error])).toEqual([
      [40, undefined],
      [40, undefined],
      [40, undefined],
    ]);
    expect(workers.made).toHaveLength(1);
  });

  it('takes its limit from the settings, and fails with "stopped" the day a helper held', async () => {
    const kinds = [() => new SlowWorker(15_000), () => new StuckWorker()];
    const workers = workerFactory((made) => kinds[made]?.() ?? new InProcessWorker());
    const client = new ParserClient(workers.create, 1, { timeLimitSeconds: 5 });
    const [slow, held, queued] = [read(client, 1), read(client, 2), read(client, 3)];
    await vi.advanceTimersByTimeAsync(5_500);
    expect(slow.error?.message).toBe('events of 2025-11-21: still being read after 5 s');
    expect(held.error?.message).toBe('the events parser stopped');
    expect(eventsOf(queued.chunk as DayChunk, client)).toEqual(await alone(3, []));
    expect(workers.made.map((worker) => worker.terminated)).toEqual([true, true, false, false]);
  });
});
