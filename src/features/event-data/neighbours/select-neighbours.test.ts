import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../store/store-from-events';
import type { EventStore } from '../store/event-store';
import { selectNeighbours, type NeighbourKey } from './select-neighbours';

const minute = 60_000;
const t0 = Date.parse('2024-10-31T12:00:00Z');
const event = (id: number, timeAt: number, type = 'ignition') => ({ id, type, timeAt, vehicleId: 800 });
const neighbourKeyOf = (id: number, timeAt: number, type = 'ignition'): NeighbourKey => ({
  id,
  idText: String(id),
  timeAt,
  type,
});
const ids = (store: EventStore, rows: number[]) => rows.map((g) => store.idText(g));

/** Events every minute, ids in time order, sent in a scrambled order. */
const everyMinute = (count: number) =>
  Array.from({ length: count }, (_, i) => event(1000 + ((i * 17) % count), t0 + ((i * 17) % count) * minute));

describe('the events around one event', () => {
  it('takes the 10 nearest each way, nearest first, and sets the event itself apart', () => {
    const store = storeFromEvents(everyMinute(41)); // 1000 … 1040; the event is 1020
    const picked = selectNeighbours(store, neighbourKeyOf(1020, t0 + 20 * minute), { newer: 10, older: 10 });
    expect(ids(store, picked.newer)).toEqual(Array.from({ length: 10 }, (_, i) => String(1021 + i)));
    expect(ids(store, picked.older)).toEqual(Array.from({ length: 10 }, (_, i) => String(1019 - i)));
    expect(picked.current).not.toBeNull();
    expect(store.idText(picked.current ?? -1)).toBe('1020');
    expect(picked).toMatchObject({ newerAvailable: 20, olderAvailable: 20 });
  });

  it('shows more on one side when asked, and no more than there are', () => {
    const store = storeFromEvents(everyMinute(41));
    const picked = selectNeighbours(store, neighbourKeyOf(1020, t0 + 20 * minute), { newer: 30, older: 20 });
    expect(picked.newer).toHaveLength(20);
    expect(ids(store, picked.older).at(-1)).toBe('1000');
  });

  it('orders events of the same moment by id, then by type, around the event', () => {
    const store = storeFromEvents([
      event(7, t0),
      event(3, t0),
      event(5, t0, 'driver'),
      event(5, t0, 'ignition'),
      event(9, t0 - minute),
      event(1, t0 + minute),
    ]);
    const picked = selectNeighbours(store, neighbourKeyOf(5, t0, 'driver'), { newer: 10, older: 10 });
    expect(ids(store, picked.older)).toEqual(['3', '9']);
    expect(ids(store, picked.newer)).toEqual(['5', '7', '1']);
    expect(store.event(picked.newer[0] ?? -1).type).toBe('ignition');
  });

  it('places an event the store does not have by its time and id', () => {
    const store = storeFromEvents([event(1, t0 - minute), event(2, t0), event(4, t0), event(5, t0 + minute)]);
    const picked = selectNeighbours(store, neighbourKeyOf(3, t0), { newer: 10, older: 10 });
    expect(picked.current).toBeNull();
    expect(ids(store, picked.older)).toEqual(['2', '1']);
    expect(ids(store, picked.newer)).toEqual(['4', '5']);
  });

  it('keeps the event out of its own neighbours even when the API sent it with another time', () => {
    const store = storeFromEvents([event(1, t0 - minute), event(2, t0 + 5 * minute), event(3, t0 + minute)]);
    const picked = selectNeighbours(store, neighbourKeyOf(2, t0), { newer: 10, older: 10 });
    expect(store.idText(picked.current ?? -1)).toBe('2');
    expect(ids(store, picked.newer)).toEqual(['3']);
  });

  it('tells ids beyond 2^53 apart by their digits', () => {
    // Sent as text, the digits are kept (a number this big would have been rounded on the way in).
    const store = storeFromEvents([
      { id: '9007199254740993', type: 'ignition', timeAt: t0 },
      { id: '9007199254740995', type: 'ignition', timeAt: t0 },
    ]);
    const anchor: NeighbourKey = {
      id: 9007199254740994,
      idText: '9007199254740994',
      timeAt: t0,
      type: 'ignition',
    };
    const picked = selectNeighbours(store, anchor, { newer: 10, older: 10 });
    expect(ids(store, picked.older)).toEqual(['9007199254740993']);
    expect(ids(store, picked.newer)).toEqual(['9007199254740995']);
  });
});
