import { describe, expect, it } from 'vitest';
import { DayParser } from './day-parser';
import { Dictionary } from './dictionary';
import { eventOf } from './event-object';
import { InternPool, overflowString } from './intern';

describe('the pool’s limit of new strings per response', () => {
  it('keeps the first new strings of a response and codes the rest as "…", counting each', () => {
    const pool = new InternPool({ newStringsPerResponse: 3 });
    const codes = ['a', 'b', 'c', 'd', 'e', 'a', 'd'].map((value) => pool.string(value));
    expect(codes.slice(0, 3)).toEqual([1, 2, 3]);
    // Past the limit: one code for every new string; a string already kept keeps its code.
    expect(codes.slice(3)).toEqual([4, 4, 1, 4]);
    expect(pool.overflowed).toBe(3);
    // A field's name the reader supplies is kept whatever the count.
    expect(pool.string('createdAt', false)).toBe(5);
    expect(pool.takeDelta().strings).toEqual(['a', 'b', 'c', overflowString, 'createdAt']);
  });

  it('starts each response (each delta) with a fresh count', () => {
    const pool = new InternPool({ newStringsPerResponse: 2 });
    ['a', 'b', 'c'].forEach((value) => pool.string(value));
    pool.takeDelta();
    expect(pool.overflowed).toBe(0);
    expect(['c', 'd', 'e'].map((value) => pool.string(value))).toEqual([4, 5, 3]);
    expect(pool.takeDelta().strings).toEqual(['c', 'd']);
  });

  it('allows 200,000 new strings by default', () => {
    const pool = new InternPool({ ranked: false });
    for (let i = 0; i < 200_005; i += 1) pool.string(`key-${i}`);
    expect(pool.overflowed).toBe(5);
    const { strings } = pool.takeDelta();
    expect([strings.length, strings.at(-2), strings.at(-1)]).toEqual([200_001, 'key-199999', overflowString]);
  });

  it('goes on from a page’s copy larger than the limit, every string kept', () => {
    const strings = ['', 'a', 'b', 'c', 'd'];
    const pool = InternPool.continuing(strings, [0, 7], { newStringsPerResponse: 2 });
    expect([pool.string('d'), pool.string('e'), pool.overflowed]).toEqual([4, 5, 0]);
    expect(pool.takeDelta()).toMatchObject({ strings: ['e'], stringBase: 5, numberBase: 2 });
  });

  it('reads a day past the limit: its column says "…", the event keeps the text whole', () => {
    const parser = new DayParser(new InternPool({ newStringsPerResponse: 3 }));
    const events = ['A St', 'B St', 'C St'].map((location, i) => ({
      id: i + 1,
      type: 'ignition',
      timeAt: 1_763_600_000_000 - i,
      location,
    }));
    const bytes = new TextEncoder().encode(JSON.stringify(events));
    const { reply } = parser.parse({ seq: 1, bytes: [bytes], options: { timeUnit: 'ms' } });
    const dictionary = new Dictionary();
    dictionary.apply(reply.delta);
    if (!reply.outcome.ok) throw new Error(reply.outcome.problem);
    const { chunk } = reply.outcome;
    const rows = Array.from({ length: chunk.count }, (_, row) => row);
    expect(rows.map((row) => dictionary.string(chunk.location[row] as number))).toEqual([
      'A St',
      'B St',
      overflowString,
    ]);
    expect(rows.map((row) => eventOf(chunk, row, dictionary).location)).toEqual(['A St', 'B St', 'C St']);
    expect(chunk.report.overflowStrings).toBe(1);
  });
});
