import {
  notifyManager,
  QueriesObserver,
  useQueryClient,
  type QueryKey,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

/**
 * Calls `call` at once when it has not run for `paceMs`, otherwise once at the end of that time for
 * everything asked in between; `ask(true)` calls it at once regardless.
 */
export function paced(call: () => void, paceMs: number, clock = () => performance.now()) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = clock();
    call();
  };
  return {
    ask(atOnce = false) {
      if (atOnce) clearTimeout(timer);
      else if (timer !== undefined) return;
      const wait = last + paceMs - clock();
      if (atOnce || wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * `useQueries` for a long list of queries whose answers come in a burst (a window of hundreds of days): the
 * component renders for their changes at most once per `paceMs`, the first change at once, and so is the
 * one that leaves no query fetching (the last answer of a load is never held back). Each render still
 * reads every query as it is then. With `useQueries` every answer rendered the whole page, and each of
 * those renders went over every query again: a 400-day window spent most of its load doing so.
 */
export function usePacedQueries<TData, TQueryKey extends QueryKey>(
  queries: readonly QueryObserverOptions<TData, Error, TData, TData, TQueryKey>[],
  paceMs: number,
): QueryObserverResult<TData, Error>[] {
  const client = useQueryClient();
  const defaulted = useMemo(
    () =>
      queries.map((query) => {
        const options = client.defaultQueryOptions(query);
        // What useQueries asks for too: a query about to fetch on mount reads as fetching in the first render.
        options._optimisticResults = 'optimistic';
        // QueriesObserver takes its queries' options untyped (its constructor says `any`): a query's
        // functions take its own key's type, which a list of options of every key cannot name.
        return options as QueryObserverOptions;
      }),
    [client, queries],
  );
  const [observer] = useState(() => new QueriesObserver(client, defaulted));
  const [results] = observer.getOptimisticResult(defaulted, undefined);
  useEffect(() => observer.setQueries(defaulted), [observer, defaulted]);
  const subscribe = useCallback(
    (changed: () => void) => {
      const pace = paced(changed, paceMs);
      const stop = observer.subscribe(
        notifyManager.batchCalls((results: QueryObserverResult[]) =>
          pace.ask(results.every((result) => !result.isFetching)),
        ),
      );
      return () => {
        pace.cancel();
        stop();
      };
    },
    [observer, paceMs],
  );
  const current = () => observer.getCurrentResult();
  useSyncExternalStore(subscribe, current, current);
  return results as QueryObserverResult<TData, Error>[];
}
