import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api-errors';

const maxAttempts = 3;

/** Only what may pass on its own is retried: network failures, 429 and 5xx. A 4xx or a malformed body will not. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && (error.status === 429 || error.status >= 500);
}

/** Retry-After when the API sent one (capped at a minute), else 1 s, 2 s, 4 s. */
export function retryDelayFor(attempt: number, error: unknown): number {
  if (error instanceof ApiError && error.status === 429 && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds, 60) * 1000;
  }
  return Math.min(1000 * 2 ** attempt, 8000);
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
