import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paced, usePacedQueries } from './use-paced-queries';

describe('paced', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and what comes within the pace once, at its end', () => {
    let now = 1_000;
    const call = vi.fn();
    const pace = paced(call, 200, () => now);
    pace.ask();
    expect(call).toHaveBeenCalledTimes(1);
    now += 50;
    pace.ask();
    pace.ask();
    expect(call).toHaveBeenCalledTimes(1);
    now += 150;
    vi.advanceTimersByTime(150);
    expect(call).toHaveBeenCalledTimes(2);
    // Quiet for longer than the pace: the next call is at once again.
    now += 500;
    pace.ask();
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('calls at once when asked to, instead of the call waiting', () => {
    const call = vi.fn();
    const pace = paced(call, 200, () => 0);
    pace.ask();
    pace.ask();
    pace.ask(true);
    expect(call).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1_000);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('drops the call still waiting when cancelled', () => {
    const call = vi.fn();
    const pace = paced(call, 200, () => 0);
    pace.ask();
    pace.ask();
    pace.cancel();
    vi.advanceTimersByTime(1_000);
    expect(call).toHaveBeenCalledTimes(1);
  });
});

describe('usePacedQueries', () => {
  const wrapper = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };
  const day = (n: number, answer: (n: number) => Promise<number>) =>
    queryOptions({ queryKey: ['day', n], queryFn: () => answer(n) });

  it('renders for a burst of answers a few times, and ends with every answer', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: ((value: number) => void)[] = [];
    const queries = Array.from({ length: 100 }, (_, n) =>
      day(n, () => new Promise<number>((resolve) => answers.push(resolve))),
    );
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return usePacedQueries(queries, 100);
      },
      { wrapper: wrapper(client) },
    );
    expect(result.current.every((query) => query.isFetching)).toBe(true);
    await waitFor(() => expect(answers).toHaveLength(100));
    const before = renders;
    // One answer per task, as days arriving one by one do.
    for (const [n, answer] of answers.entries()) {
      answer(n * 2);
      await act(() => new Promise((resolve) => setTimeout(resolve, 1)));
    }
    await waitFor(() => expect(result.current.every((query) => query.status === 'success')).toBe(true));
    expect(result.current.map((query) => query.data)).toEqual(answers.map((_, n) => n * 2));
    expect(renders - before).toBeLessThan(20);
  });

  it('renders the answer that leaves nothing fetching at once, whatever the pace', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: ((value: number) => void)[] = [];
    const queries = [1, 2, 3].map((n) =>
      day(n, () => new Promise<number>((resolve) => answers.push(resolve))),
    );
    const { result } = renderHook(() => usePacedQueries(queries, 60_000), { wrapper: wrapper(client) });
    await waitFor(() => expect(answers).toHaveLength(3));
    answers[0]?.(10);
    await waitFor(() => expect(result.current[0]?.data).toBe(10));
    answers[1]?.(20);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // Held back: the pace has not come round, and a day is still on its way.
    expect(result.current[1]?.data).toBeUndefined();
    answers[2]?.(30);
    await waitFor(() => expect(result.current.map((query) => query.data)).toEqual([10, 20, 30]));
  });

  it('says when a query fails, and refetches it when asked', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let fail = true;
    const queries = [day(1, (n) => (fail ? Promise.reject(new Error('no')) : Promise.resolve(n)))];
    const { result } = renderHook(() => usePacedQueries(queries, 100), { wrapper: wrapper(client) });
    await waitFor(() => expect(result.current[0]?.error?.message).toBe('no'));
    fail = false;
    await act(() => result.current[0]?.refetch());
    await waitFor(() => expect(result.current[0]?.data).toBe(1));
  });
});
