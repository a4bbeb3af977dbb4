import { Dictionary } from '../reader/dictionary';
import { InternPool } from '../reader/intern';
import { readDay, type ReadOptions } from '../reader/read-day';
import type { TimeWindow } from '../../event-url';
import { EventStore } from './event-store';

const always: TimeWindow = { from: -Infinity, to: Infinity };

/**
 * A store of the given events (as the API sends them), read on this thread with a pool of its own: for a
 * page that has a few events of its own (the detail map) and for tests.
 */
export function storeFromEvents(
  events: readonly unknown[],
  window: TimeWindow = always,
  options: ReadOptions = { timeUnit: 'ms' },
): EventStore {
  const pool = new InternPool();
  const day = readDay(events, pool, options);
  const dictionary = new Dictionary();
  dictionary.apply(pool.takeDelta());
  return new EventStore(day ? [{ chunk: day, label: 'events', requested: window }] : [], dictionary, window);
}
