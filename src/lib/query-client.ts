import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-errors';

const maxAttempts = 3;

/** Only what may pass on its own is retried: network failures, 429 and 5xx. A 4xx or a malformed body will not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 429 || error.status >= 500);
}

/**
 * Retry-After when the API sent one (capped at a minute), else `firstSeconds` doubled at each attempt (1 s,
 * 2 s, 4 s by default), never more than eight times it.
 */
export function retryDelayFor(attempt: number, error: unknown, firstSeconds = 1): number {
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds, 60) * 1000;
  }
  return firstSeconds * 1000 * Math.min(2 ** attempt, 8);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < maxAttempts && isRetryable(error),
        retryDelay: retryDelayFor,
      },
    },
  });
}
