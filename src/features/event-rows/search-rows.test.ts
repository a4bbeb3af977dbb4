import { describe, expect, it } from 'vitest';
import { Dictionary, EventStore } from '../event-data';
import { InternPool, readDay, type StoreDay } from '../../testing/internals';
import { searchMask } from './search-rows';

const always = { from: -Infinity, to: Infinity };

/** Days read one after another into one dictionary, as the page's parser sends them. */
function reader() {
  const pool = new InternPool();
  const dictionary = new Dictionary();
  const days: StoreDay[] = [];
  return (events: unknown[]) => {
    const chunk = readDay(events, pool, { timeUnit: 'ms' });
    if (!chunk) throw new Error('not a list');
    dictionary.apply(pool.takeDelta());
    days.push({ chunk, label: `day ${days.length}`, requested: always });
    return new EventStore([...days], dictionary, always);
  };
}

const found = (store: EventStore, term: string) => {
  const mask = searchMask(store, [term]);
  return store.rows
    .filter((g) => mask?.[g] === 1)
    .reduce<number[]>((ids, g) => [...ids, Number(store.idText(g))], []);
};

describe('searchMask', () => {
  it('finds entity ids by their digits, never an absent one', () => {
    const read = reader();
    const store = read([
      { id: 1, type: 'ignition', timeAt: 1 },
      { id: 2, type: 'ignition', timeAt: 2, vehicleId: 105 },
      { id: 3, type: 'driver', timeAt: 3, tripId: 7 },
    ]);
    expect(found(store, '0')).toEqual([2]);
    expect(found(store, '7')).toEqual([3]);
  });

  it('finds what a day read after the first search brought (its strings and numbers)', () => {
    const read = reader();
    const first = read([{ id: 1, type: 'ignition', timeAt: 1, vehicleId: 11 }]);
    expect(found(first, '42')).toEqual([]);
    expect(found(first, 'tyre')).toEqual([]);
    const both = read([
      { id: 2, type: 'ignition', timeAt: 2, vehicleId: 42 },
      { id: 3, type: 'tyre', timeAt: 3 },
    ]);
    expect(found(both, '42')).toEqual([2]);
    expect(found(both, 'tyre')).toEqual([3]);
  });
});
