import { describe, expect, it } from 'vitest';
import { joinParts, listOf, maxPartRequests, readInParts, shortestPartMs } from './day-parts';

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
const day = { from: Date.parse('2026-11-18T00:00:00Z'), to: Date.parse('2026-11-19T00:00:00Z') };

/** A server that sends at most `cap` of the events in [from, to), oldest first, and says nothing. */
function cappedServer(times: number[], cap: number) {
  const asked: [number, number][] = [];
  const fetchPart = (from: number, to: number) => {
    asked.push([from, to]);
    const inside = times.filter((t) => t >= from && t < to).slice(0, cap);
    return Promise.resolve([
      encode(inside.map((t, i) => ({ id: t, type: 'x', timeAt: t, note: `a,"[${i}` }))),
    ]);
  };
  return { asked, fetchPart };
}

describe('a day asked for in parts', () => {
  it('counts a list’s items in its bytes, brackets and commas inside strings aside', () => {
    expect(listOf(encode([]))?.items).toBe(0);
    expect(listOf(new TextEncoder().encode(' [ ] '))?.items).toBe(0);
    expect(listOf(encode([{ a: '[,]' }, [1, 2], 'x\\",', 3]))?.items).toBe(4);
    expect(listOf(encode({ events: [] }))).toBeNull();
    expect(listOf(new TextEncoder().encode('[1,2'))).toBeNull();
  });

  it('halves a full day, then halves a part still full, until no part is full, and joins them whole', async () => {
    // 3,000 events, most of them in one busy hour.
    const times = Array.from({ length: 3_000 }, (_, i) =>
      i < 2_000 ? day.from + 9 * 3_600_000 + i * 1_000 : day.from + (i - 2_000) * 86_000,
    );
    const server = cappedServer(times, 1_000);
    const { parts, stillFull } = await readInParts(day, 1_000, server.fetchPart);
    expect(stillFull).toBe(false);
    expect(parts.every((part) => part.items < 1_000)).toBe(true);
    const events = JSON.parse(new TextDecoder().decode(joinParts(parts))) as { id: number }[];
    expect(events.map((e) => e.id).sort((a, b) => a - b)).toEqual([...times].sort((a, b) => a - b));
    // Parts cover the day with no gap and no overlap.
    const spans = [...parts].sort((a, b) => a.from - b.from);
    expect(spans[0]?.from).toBe(day.from);
    expect(spans.at(-1)?.to).toBe(day.to);
    spans.slice(1).forEach((part, i) => expect(part.from).toBe(spans[i]?.to));
  });

  it('brings a day of 30,000 events from a server capped at 10,000 whole', async () => {
    const times = Array.from({ length: 30_000 }, (_, i) => day.from + i * 2_880);
    const server = cappedServer(times, 10_000);
    const { parts, stillFull } = await readInParts(day, 10_000, server.fetchPart);
    expect(stillFull).toBe(false);
    const events = JSON.parse(new TextDecoder().decode(joinParts(parts))) as unknown[];
    expect(events).toHaveLength(30_000);
  });

  it('stops at parts of a second, and says the day is still full', async () => {
    const times = Array.from({ length: 50 }, () => day.from + 5_000);
    const server = cappedServer(times, 10);
    const { parts, stillFull } = await readInParts(day, 10, server.fetchPart);
    expect(stillFull).toBe(true);
    expect(Math.min(...server.asked.map(([from, to]) => to - from))).toBeGreaterThanOrEqual(
      shortestPartMs / 2,
    );
    expect(parts.reduce((sum, part) => sum + part.items, 0)).toBe(10);
  });

  it('asks an API that ignores the time of day no more than once past the whole, and keeps each event once', async () => {
    const times = Array.from({ length: 100 }, (_, i) => day.from + i * 60_000);
    const asked: [number, number][] = [];
    const sameWholeDay = (from: number, to: number) => {
      asked.push([from, to]);
      return Promise.resolve([encode(times.slice(0, 10).map((t) => ({ id: t, type: 'x', timeAt: t })))]);
    };
    const { parts, stillFull } = await readInParts(day, 10, sameWholeDay);
    expect(stillFull).toBe(true);
    expect(asked).toHaveLength(2);
    const events = JSON.parse(new TextDecoder().decode(joinParts(parts))) as unknown[];
    expect(events).toHaveLength(10);
  });

  it('stops asking past a day’s budget of requests, and says the day is still full', async () => {
    const times = Array.from({ length: 100_000 }, (_, i) => day.from + i * 864);
    const server = cappedServer(times, 10);
    const { stillFull } = await readInParts(day, 10, server.fetchPart);
    expect(stillFull).toBe(true);
    expect(server.asked.length).toBeLessThanOrEqual(maxPartRequests);
  });
});
