import { describe, expect, it } from 'vitest';
import { InternPool } from '../reader/intern';
import { readDay } from '../reader/read-day';
import { chunkBytes, planBudget, type DayLoad } from './budget-plan';

const landed = (bytes: number, events = 10): DayLoad => ({ state: 'landed', bytes, events });
const inFlight: DayLoad = { state: 'inFlight' };
const failed: DayLoad = { state: 'failed' };
const fresh = (n: number): DayLoad[] => Array.from({ length: n }, () => ({ state: 'new' }));
/** A budget of `bytes`, with room for any number of events. */
const mem = (bytes: number) => ({ bytes, events: Infinity });
const ran = (run: boolean[]) => run.map((yes) => (yes ? 1 : 0)).join('');

describe('planBudget', () => {
  it('starts a first batch before any day has landed, newest first', () => {
    expect(planBudget(fresh(10), mem(1000), 3)).toEqual({
      run: [...Array(3).fill(true), ...Array(7).fill(false)],
      stop: null,
    });
  });

  it('keeps no more than the first batch in flight until that many days have landed', () => {
    expect(ran(planBudget([landed(10), inFlight, inFlight, ...fresh(5)], mem(1000), 3).run)).toBe('11110000');
    expect(ran(planBudget([landed(10), landed(10), landed(10), ...fresh(5)], mem(1000), 3).run)).toBe(
      '11111111',
    );
  });

  it('starts every day while the whole window fits', () => {
    expect(planBudget([landed(100), landed(100), landed(100), ...fresh(7)], mem(1000), 3)).toEqual({
      run: Array(10).fill(true),
      stop: null,
    });
  });

  it('stops before the days loaded, those in flight and the next would pass the budget', () => {
    const plan = planBudget(
      [landed(100, 5), landed(200, 7), landed(150, 6), inFlight, ...fresh(6)],
      mem(1000),
      3,
    );
    // 450 loaded, one in flight at 200 (the largest day): one more at 200 fits, a second would not.
    expect(ran(plan.run)).toBe('1111100000');
    expect(plan.stop).toEqual({
      limit: 'bytes',
      loadedDays: 3,
      totalDays: 10,
      events: 18,
      bytes: 450,
      wholeBytes: 450 + 7 * 200,
      wholeEvents: 18 + 7 * 7,
      budget: mem(1000),
    });
  });

  it('never stops a day already started, and stops at once when the days loaded are already too many', () => {
    const plan = planBudget([landed(600), landed(600), inFlight, ...fresh(2)], mem(1000), 3);
    expect(ran(plan.run)).toBe('11100');
    expect(plan.stop).toMatchObject({ loadedDays: 2, bytes: 1200, wholeBytes: 1200 + 3 * 600 });
  });

  it('counts a day the cache already holds, wherever it is in the window', () => {
    const plan = planBudget([...fresh(2), landed(900), ...fresh(2)], mem(1000), 3);
    expect(ran(plan.run)).toBe('00100');
    expect(plan.stop).toMatchObject({ loadedDays: 1, totalDays: 5 });
  });

  it('leaves failed days out of the count, and lets the next start in their place', () => {
    expect(ran(planBudget([failed, failed, inFlight, ...fresh(3)], mem(1000), 3).run)).toBe('111110');
  });

  it('stops too before the events would pass their own limit, whatever the memory allows', () => {
    const plan = planBudget([landed(10, 400), landed(10, 300), ...fresh(8)], { bytes: 1e9, events: 1500 }, 3);
    // 700 loaded, the largest day 400: two more fit (1,100, then 1,500: not past it), a third would not.
    expect(ran(plan.run)).toBe('1111000000');
    expect(plan.stop).toMatchObject({ limit: 'events', events: 700, wholeEvents: 700 + 8 * 400 });
  });

  it('lets empty days through: they hold nothing', () => {
    expect(planBudget([landed(0), landed(0), landed(0), ...fresh(60)], mem(1), 3).stop).toBeNull();
  });
});

describe('chunkBytes', () => {
  const day = (count: number, note = 'n') => {
    const chunk = readDay(
      Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        type: 'ignition',
        timeAt: i,
        attributes: { note: `${note}${i % 10}` },
      })),
      new InternPool(),
      { timeUnit: 'ms' },
    );
    if (!chunk) throw new Error('not a list');
    return chunk;
  };

  it('grows with the events of the day', () => {
    expect(chunkBytes(day(1000))).toBeGreaterThan(9 * chunkBytes(day(100)));
    // At least each event's id and time (8 bytes each) and its row in the store.
    expect(chunkBytes(day(1000))).toBeGreaterThan(1000 * 20);
  });

  it('counts each distinct text once, at two bytes a character', () => {
    // Ten distinct notes, each 100 characters longer.
    expect(chunkBytes(day(1000, 'n'.repeat(101))) - chunkBytes(day(1000))).toBe(10 * 100 * 2);
  });
});
