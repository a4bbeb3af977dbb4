import { describe, expect, it } from 'vitest';
import { ApiError, MalformedResponseError, NetworkError } from './api-errors';
import { isRetryable, retryDelayFor } from './query-client';

describe('retry policy', () => {
  it('retries network failures, 429 and 5xx only', () => {
    expect(isRetryable(new NetworkError('offline'))).toBe(true);
    expect(isRetryable(new ApiError(429, 'slow down'))).toBe(true);
    for (const status of [500, 502, 503, 504]) expect(isRetryable(new ApiError(status, 'busy'))).toBe(true);
    for (const status of [400, 401, 403, 404]) expect(isRetryable(new ApiError(status, 'no'))).toBe(false);
    expect(isRetryable(new MalformedResponseError('bad'))).toBe(false);
  });

  it('waits as long as Retry-After says, capped, else backs off', () => {
    expect(retryDelayFor(0, new ApiError(429, 'slow', 7))).toBe(7000);
    expect(retryDelayFor(0, new ApiError(429, 'slow', 600))).toBe(60_000);
    expect([0, 1, 2, 5].map((attempt) => retryDelayFor(attempt, new ApiError(503, 'x')))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('backs off from a region’s own first delay, and still waits as Retry-After says', () => {
    expect([0, 1, 2, 5].map((attempt) => retryDelayFor(attempt, new ApiError(502, 'x'), 0.25))).toEqual([
      250, 500, 1000, 2000,
    ]);
    expect(retryDelayFor(0, new ApiError(429, 'slow', 7), 0.25)).toBe(7000);
  });
});
