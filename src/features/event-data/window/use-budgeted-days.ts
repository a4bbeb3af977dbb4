import type { QueryKey, QueryObserverOptions, QueryObserverResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { usePacedQueries } from '../../../lib/use-paced-queries';
import type { DayChunk } from '../reader/day-chunk';
import { maxParallel } from '../api/request-limiter';
import { chunkBytes, planBudget, type BudgetPlan, type DayLoad, type WindowBudget } from './budget-plan';

function dayLoad(result: QueryObserverResult<DayChunk, Error>): DayLoad {
  if (result.data !== undefined)
    return { state: 'landed', bytes: chunkBytes(result.data), events: result.data.count };
  // Paused (offline) counts as in flight: it starts by itself when the network is back.
  if (result.fetchStatus !== 'idle') return { state: 'inFlight' };
  return result.status === 'error' ? { state: 'failed' } : { state: 'new' };
}

/**
 * The days' queries (`usePacedQueries`), each run only once the budget lets it start (`planBudget`): a day
 * not yet started stays disabled, so it is neither fetched nor counted. The first batch is twice what the
 * region's limiter runs at once, so the limiter always has a day waiting while the first ones land (a day let
 * in only at the next paced render would leave it idle meanwhile).
 */
export function useBudgetedDays<TQueryKey extends QueryKey>(
  options: readonly QueryObserverOptions<DayChunk, Error, DayChunk, DayChunk, TQueryKey>[],
  paceMs: number,
  budget: WindowBudget,
): { results: QueryObserverResult<DayChunk, Error>[]; plan: BudgetPlan } {
  // Which days may run, as '1' and '0', for the options it was planned with: one string, so the queries
  // are made again (and their keys hashed) only when a day is let in.
  const [held, setHeld] = useState({ options, run: '' });
  const run = held.options === options ? held.run : '';
  const queries = useMemo(
    () => options.map((query, i) => (run[i] === '1' ? query : { ...query, enabled: false })),
    [options, run],
  );
  const results = usePacedQueries(queries, paceMs);
  const plan = planBudget(results.map(dayLoad), budget, 2 * maxParallel);
  const planned = plan.run.map((yes) => (yes ? '1' : '0')).join('');
  // Set while rendering: React renders again at once, with the days just let in started, before showing
  // anything. Those read as in flight then, so the plan is the same and this settles.
  if (held.options !== options || held.run !== planned) setHeld({ options, run: planned });
  return { results, plan };
}
