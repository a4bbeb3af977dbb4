import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-errors';
import { planPoll, pollIntervalMs, waitAskedFor, type PollState } from './poll-schedule';

const t0 = 1_000_000;
const base: PollState = {
  hidden: false,
  scrolledDown: false,
  loading: false,
  lastAt: t0,
  intervalMs: 30_000,
  failures: 0,
  notBefore: 0,
};

describe('planPoll', () => {
  it('polls one interval after the last poll', () => {
    expect(planPoll(base)).toEqual({ kind: 'at', at: t0 + 30_000 });
  });

  it('pauses while the tab is hidden, the table is scrolled down or days load, and says why', () => {
    expect(planPoll({ ...base, hidden: true })).toEqual({ kind: 'paused', reason: 'hidden' });
    expect(planPoll({ ...base, scrolledDown: true })).toEqual({ kind: 'paused', reason: 'scrolled' });
    expect(planPoll({ ...base, loading: true })).toEqual({ kind: 'paused', reason: 'loading' });
    // Hidden wins: nobody is looking, whatever the table's scroll.
    expect(planPoll({ ...base, hidden: true, scrolledDown: true })).toMatchObject({ reason: 'hidden' });
  });

  it('after a pause, a poll that came due meanwhile is due at once (its time has passed)', () => {
    const plan = planPoll({ ...base, lastAt: t0 - 120_000 });
    expect(plan).toEqual({ kind: 'at', at: t0 - 90_000 });
  });

  it('waits out a 429 Retry-After longer than the interval, and no longer than needed otherwise', () => {
    expect(planPoll({ ...base, failures: 1, notBefore: t0 + 120_000 })).toEqual({
      kind: 'at',
      at: t0 + 120_000,
    });
    // A short Retry-After does not make the next poll earlier than the (backed-off) interval.
    expect(planPoll({ ...base, failures: 1, notBefore: t0 + 5_000 })).toEqual({
      kind: 'at',
      at: t0 + 60_000,
    });
  });

  it('backs off after failures in a row, up to ten minutes', () => {
    expect(planPoll({ ...base, failures: 2 })).toEqual({ kind: 'at', at: t0 + 120_000 });
    expect(planPoll({ ...base, failures: 9 })).toEqual({ kind: 'at', at: t0 + 600_000 });
    expect(planPoll({ ...base, intervalMs: 1_800_000, failures: 3 })).toEqual({
      kind: 'at',
      at: t0 + 1_800_000,
    });
  });
});

describe('waitAskedFor', () => {
  it('reads a 429 Retry-After (at most an hour), nothing else', () => {
    expect(waitAskedFor(new ApiError(429, 'slow down', 20), t0)).toBe(t0 + 20_000);
    expect(waitAskedFor(new ApiError(429, 'slow down', 86_400), t0)).toBe(t0 + 3_600_000);
    expect(waitAskedFor(new ApiError(429, 'slow down'), t0)).toBe(0);
    expect(waitAskedFor(new ApiError(503, 'down', 20), t0)).toBe(0);
    expect(waitAskedFor(new Error('offline'), t0)).toBe(0);
  });
});

describe('pollIntervalMs', () => {
  it('never polls more often than every 10 s', () => {
    expect(pollIntervalMs(30)).toBe(30_000);
    expect(pollIntervalMs(10)).toBe(10_000);
    expect(pollIntervalMs(2)).toBe(10_000);
  });
});
