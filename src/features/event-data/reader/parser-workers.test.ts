import { describe, expect, it } from 'vitest';
import type { DayChunk } from './day-chunk';
import { helperCount, ParserClient } from './parser-client';
import {
  BrokenWorker,
  bytesOf,
  day,
  eventsOf,
  InProcessWorker,
  SlowWorker,
} from '../../../testing/parser-fakes';

function clientOf(...workers: InProcessWorker[]): ParserClient {
  let made = 0;
  return new ParserClient(() => workers[made++] as unknown as Worker, workers.length - 1);
}

const parseAll = (client: ParserClient, days: unknown[][]) =>
  Promise.all(days.map((events, i) => client.parse(bytesOf(events), { timeUnit: 'ms' }, `day ${i}`)));

describe('parsing days on several workers', () => {
  const days = [day(1), day(2), day(3), day(4), day(5)];

  it('reads each day as one parser would, whichever worker read it, in the one pool the page mirrors', async () => {
    const workers: InProcessWorker[] = [];
    const helped = new ParserClient(() => {
      const worker = new InProcessWorker();
      workers.push(worker);
      return worker as unknown as Worker;
    }, 2);
    const alone = new ParserClient(null);

    const [fromPool, fromOne] = await Promise.all([parseAll(helped, days), parseAll(alone, days)]);

    // Every worker read a day: the helpers' pools did differ from the keeper's.
    expect(workers.map((worker) => worker.days.length > 0)).toEqual([true, true, true]);
    fromPool.forEach((chunk, i) =>
      expect(eventsOf(chunk, helped)).toEqual(eventsOf(fromOne[i] as DayChunk, alone)),
    );
    expect(fromPool.map((chunk) => chunk.report)).toEqual(fromOne.map((chunk) => chunk.report));
  });

  it('ranks every string in collation order, the helpers’ included', async () => {
    const helped = new ParserClient(() => new InProcessWorker() as unknown as Worker, 2);
    await parseAll(helped, days);
    const { strings, ranks } = helped.dictionary;
    const collator = new Intl.Collator();
    const byRank = strings.slice(1).sort((a, b) => {
      const rank = (s: string) => ranks[helped.dictionary.codeOf(s)] as number;
      return rank(a) - rank(b);
    });
    expect(byRank).toEqual(strings.slice(1).sort(collator.compare));
    expect(byRank).toContain('3 Äpfel St');
  });

  it('gives each day to the first free parser, so a slow one does not hold days back', async () => {
    const [keeper, helper] = [new SlowWorker(), new InProcessWorker()];
    await parseAll(clientOf(keeper, helper), [day(1), day(2), day(3), day(4)]);
    expect([keeper.days.length, helper.days.length]).toEqual([1, 3]);
  });

  it('fails only the day a broken helper held, and reads on without it', async () => {
    const client = clientOf(new InProcessWorker(), new BrokenWorker());
    const [first, second] = await Promise.allSettled(
      [day(1), day(2)].map((events, i) => client.parse(bytesOf(events), { timeUnit: 'ms' }, `day ${i}`)),
    );
    expect(first).toMatchObject({ status: 'fulfilled', value: { count: 40 } });
    expect(second).toMatchObject({ status: 'rejected', reason: { message: 'the events parser stopped' } });
    expect(client.workers).toBe(1);
    const later = await client.parse(bytesOf(day(3)), { timeUnit: 'ms' }, 'day 3');
    expect(later.count).toBe(40);
  });

  it('reads here what waited for a keeper that broke, and fails only the day it held', async () => {
    const client = clientOf(new BrokenWorker());
    const results = await Promise.allSettled(
      [day(1), day(2), day(3)].map((events) => client.parse(bytesOf(events), { timeUnit: 'ms' }, 'a day')),
    );
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(client.workers).toBe(0);
    const alone = new ParserClient(null);
    const [, second] = results;
    const expected = await alone.parse(bytesOf(day(2)), { timeUnit: 'ms' }, 'day 2');
    expect(second?.status === 'fulfilled' && eventsOf(second.value, client)).toEqual(
      eventsOf(expected, alone),
    );
  });

  it('starts helpers only on cores beyond the page’s and the keeper’s, at most three', () => {
    expect([undefined, 1, 2, 3, 4, 5, 16].map(helperCount)).toEqual([0, 0, 0, 1, 2, 3, 3]);
  });
});
