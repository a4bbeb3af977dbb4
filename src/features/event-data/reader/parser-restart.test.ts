import { describe, expect, it, vi } from 'vitest';
import type { DayChunk } from './day-chunk';
import { ParserClient } from './parser-client';
import {
  alone,
  bytesOf,
  day,
  eventsOf,
  InProcessWorker,
  MisnumberingWorker,
  StuckWorker,
  onFakeTimers,
  read,
  workerFactory,
} from '../../../testing/parser-fakes';

onFakeTimers();

describe('a day the page cannot take in', () => {
  it('fails that day, and the days after it are read by a new keeper that goes on from the page’s copy', async () => {
    const workers = workerFactory((made) => (made === 0 ? new MisnumberingWorker(2) : new InProcessWorker()));
    const client = new ParserClient(workers.create);
    const first = read(client, 1);
    await vi.advanceTimersByTimeAsync(1_000);
    const [bad, next] = [read(client, 2), read(client, 3)];
    await vi.advanceTimersByTimeAsync(1_000);

    expect(first.chunk?.count).toBe(40);
    expect(bad.error?.message).toMatch(/^events of 2025-11-22: the page could not take them in/);
    expect(bad.error?.describe()).toBe(
      'The events of 2025-11-22 could not be read: the parser and the page disagree about the dictionary. ' +
        'The events parser was restarted; Retry reads them again.',
    );
    expect(workers.made.map((worker) => worker.terminated)).toEqual([true, false]);
    // The day that waited for the keeper, and one asked for later, read as if nothing had failed.
    const later = read(client, 4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(eventsOf(next.chunk as DayChunk, client)).toEqual(await alone(3, [1]));
    expect(eventsOf(later.chunk as DayChunk, client)).toEqual(await alone(4, [1, 3]));
  });

  it('fails with "stopped" the day a helper held, and reads the queued one with new workers', async () => {
    const kinds = [() => new MisnumberingWorker(1), () => new StuckWorker()];
    const workers = workerFactory((made) => kinds[made]?.() ?? new InProcessWorker());
    const client = new ParserClient(workers.create, 1);
    const [bad, held, queued] = [read(client, 1), read(client, 2), read(client, 3)];
    await vi.advanceTimersByTimeAsync(1_000);

    expect(bad.error?.message).toMatch(/could not take them in/);
    expect(held.error?.message).toBe('the events parser stopped');
    expect(eventsOf(queued.chunk as DayChunk, client)).toEqual(await alone(3, []));
    expect(workers.made.map((worker) => worker.terminated)).toEqual([true, true, false, false]);
  });

  it('starts the page’s own parser again when it cannot take in a day it read', async () => {
    const client = new ParserClient(null);
    const apply = vi.spyOn(client.dictionary, 'apply').mockImplementationOnce(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    await expect(client.parse(bytesOf(day(1)), { timeUnit: 'ms' }, 'a day')).rejects.toThrow(
      /could not take them in \(Maximum call stack size exceeded\)/,
    );
    apply.mockRestore();
    const next = await client.parse(bytesOf(day(2)), { timeUnit: 'ms' }, 'next');
    expect(eventsOf(next, client)).toEqual(await alone(2, []));
  });
});
