import { describe, expect, it } from 'vitest';
import { storeFromEvents } from './store-from-events';

describe('EventStore.keyOf', () => {
  it('gives the type and exact id digits of the event at a global store index', () => {
    const store = storeFromEvents([
      { id: 40010024, type: 'ignition', timeAt: 1_000 },
      { id: 7, type: 'harsh/brake', timeAt: 2_000 },
    ]);
    const keys = [0, 1].map((g) => store.keyOf(g));
    expect(keys).toContainEqual({ type: 'ignition', id: '40010024' });
    expect(keys).toContainEqual({ type: 'harsh/brake', id: '7' });
  });
});
