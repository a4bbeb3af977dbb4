import { describe, expect, it } from 'vitest';
import { sessionEnded } from '../../../lib/session-reset';
import { eventsParser } from './parser-client';

const bytes = (text: string) => [new TextEncoder().encode(text)];

describe("a region's events parser", () => {
  it("keeps the strings of the region's responses until its session ends, then starts afresh", async () => {
    const au = eventsParser('au');
    await au.parse(bytes('[{"id":1,"type":"private-type","timeAt":5}]'), { timeUnit: 'ms' }, '2026-01-01');
    expect(au.dictionary.codeOf('private-type')).toBeGreaterThan(0);
    sessionEnded('nz');
    expect(eventsParser('au')).toBe(au);
    expect(eventsParser('nz').dictionary.codeOf('private-type')).toBeLessThan(0);
    sessionEnded('au');
    const fresh = eventsParser('au');
    expect(fresh).not.toBe(au);
    expect(fresh.dictionary.codeOf('private-type')).toBeLessThan(0);
  });
});
