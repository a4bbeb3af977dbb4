import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchAccessToken, watchRegionAccessToken } from './token-timers';

const now = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

/** When each timer fired, in seconds from the start (both check the clock every 5 s at most). */
function watch(left: number) {
  const calls: Record<string, number> = {};
  const at = (name: string) => () => (calls[name] = now() - start);
  const start = now();
  const stop = watchAccessToken(start + left, { expiring: at('expiring'), expired: at('expired') });
  return { calls, stop };
}

describe('the access token’s timers', () => {
  it('a token with 5 minutes left: expiring a minute before, expired a second after', () => {
    const { calls } = watch(300);
    vi.advanceTimersByTime(400_000);
    expect(calls.expiring).toBe(240);
    expect(calls.expired).toBeGreaterThanOrEqual(301);
    expect(calls.expired).toBeLessThanOrEqual(306);
  });

  it('with less than a minute left: expiring after a second', () => {
    const { calls } = watch(30);
    vi.advanceTimersByTime(60_000);
    expect(calls.expiring).toBe(1);
    expect(calls.expired).toBeGreaterThanOrEqual(31);
    expect(calls.expired).toBeLessThanOrEqual(36);
  });

  it('already expired: only expired, a second on', () => {
    const { calls } = watch(-600);
    vi.advanceTimersByTime(10_000);
    expect(calls).toEqual({ expired: 1 });
  });

  it('goes by the wall clock: time the machine slept counts', () => {
    const { calls } = watch(3_600);
    // The machine sleeps for two hours: timers do not run, the clock moves on.
    vi.setSystemTime(Date.now() + 7_200_000);
    vi.advanceTimersByTime(5_000);
    expect(calls).toEqual({ expiring: 7_205, expired: 7_205 });
  });

  it('stops', () => {
    const { calls, stop } = watch(30);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual({});
  });
});

describe('a region’s timers, shared by every component that watches them', () => {
  it('call every handler at the same moment, and follow the expiry a renewal brings', () => {
    const start = now();
    const calls: string[] = [];
    const handler = (name: string) => ({
      expiring: () => calls.push(`${name} expiring at ${now() - start}`),
      expired: () => calls.push(`${name} expired`),
    });
    const stopA = watchRegionAccessToken('au', start + 61, handler('a'));
    vi.advanceTimersByTime(500);
    const stopB = watchRegionAccessToken('au', start + 61, handler('b'));
    vi.advanceTimersByTime(1_000);
    expect(calls).toEqual(['a expiring at 1', 'b expiring at 1']);
    // Renewed: each component watches the new expiry in turn; the timers follow the first.
    stopA();
    const stopA2 = watchRegionAccessToken('au', start + 301, handler('a'));
    vi.advanceTimersByTime(100_000);
    expect(calls).toHaveLength(2);
    stopB();
    const stopB2 = watchRegionAccessToken('au', start + 301, handler('b'));
    vi.advanceTimersByTime(210_000);
    expect(calls.slice(2)).toEqual(['a expiring at 241', 'b expiring at 241', 'a expired', 'b expired']);
    stopA2();
    stopB2();
  });

  it('stop once no one watches', () => {
    const calls: string[] = [];
    const stop = watchRegionAccessToken('nz', now() + 30, {
      expiring: () => calls.push('expiring'),
      expired: () => calls.push('expired'),
    });
    stop();
    vi.advanceTimersByTime(60_000);
    expect(calls).toEqual([]);
  });
});
