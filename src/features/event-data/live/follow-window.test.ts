import { describe, expect, it } from 'vitest';
import type { RegionConfig } from '../../../config/schema';
import { resolveWindow } from '../../event-url';
import { requestRanges } from '../api/api-dates';
import { canFollow, wholeDates } from './follow-window';

const iso = (ms: number) => new Date(ms).toISOString();
const sydney = 'Australia/Sydney';
const now = Date.parse('2026-11-22T03:30:00Z'); // 14:30 in Sydney (+11)
const last24h = { kind: 'preset', preset: 'last24h' } as const;
const isoDialect: RegionConfig['dialect'] = { inclusiveTo: false, isoTimestamps: true, timeUnit: 'ms' };
const dateDialect: RegionConfig['dialect'] = { ...isoDialect, isoTimestamps: false };

/** What a poll at `at` asks the API for (the cache keys' from/to), for a followed "last 24 hours". */
const followedRequests = (at: number, dialect = isoDialect) =>
  requestRanges(wholeDates(resolveWindow(last24h, sydney, at), sydney), sydney, dialect, at).map(
    ({ date, from, to, past }) => ({ date, from, to, past }),
  );

describe('a window followed live', () => {
  it('moves its start and end with now, so it stays "the last 24 hours"', () => {
    const later = now + 30_000;
    const first = resolveWindow(last24h, sydney, now);
    const next = resolveWindow(last24h, sydney, later);
    expect([next.from - first.from, next.to - first.to]).toEqual([30_000, 30_000]);
    expect(next.to - next.from).toBe(86_400_000);
  });

  it('asks for whole API dates, the same requests from poll to poll until midnight', () => {
    const atStart = followedRequests(now);
    expect(atStart).toEqual([
      { date: '2026-11-22', from: '2026-11-21T13:00:00.000Z', to: '2026-11-22T13:00:00.000Z', past: false },
      { date: '2026-11-21', from: '2026-11-20T13:00:00.000Z', to: '2026-11-21T13:00:00.000Z', past: true },
    ]);
    // An hour of polls later: the same two requests (so the same cache entries), only today is open.
    expect(followedRequests(now + 3_600_000)).toEqual(atStart);
    // Past midnight in Sydney: a new today; yesterday became past, the day before left the window.
    const afterMidnight = followedRequests(Date.parse('2026-11-22T13:00:30Z'));
    expect(afterMidnight.map((r) => [r.date, r.past])).toEqual([
      ['2026-11-23', false],
      ['2026-11-22', true],
    ]);
    expect(afterMidnight[1]).toEqual({ ...atStart[0], past: true });
  });

  it('asks a dates-only API the same dates as an unfollowed window', () => {
    const window = resolveWindow(last24h, sydney, now);
    expect(followedRequests(now, dateDialect)).toEqual(
      requestRanges(window, sydney, dateDialect, now).map(({ date, from, to, past }) => ({
        date,
        from,
        to,
        past,
      })),
    );
  });

  it('widens a custom window to the whole dates it touches', () => {
    const window = { from: Date.parse('2026-11-21T20:00:00Z'), to: Date.parse('2026-11-22T05:00:00Z') };
    const whole = wholeDates(window, 'UTC');
    expect([iso(whole.from), iso(whole.to)]).toEqual([
      '2026-11-21T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
    ]);
  });
});

describe('canFollow', () => {
  it('follows windows that end now or later, not one that has ended', () => {
    for (const preset of ['last1h', 'last24h', 'today', 'last7d'] as const)
      expect(canFollow(resolveWindow({ kind: 'preset', preset }, sydney, now), now)).toBe(true);
    expect(canFollow(resolveWindow({ kind: 'preset', preset: 'yesterday' }, sydney, now), now)).toBe(false);
    const custom = (to: string) =>
      canFollow(resolveWindow({ kind: 'custom', from: '2026-11-22', to }, sydney, now), now);
    expect(custom('2026-11-23')).toBe(true);
    expect(custom('2026-11-22T14:00')).toBe(false);
  });
});
