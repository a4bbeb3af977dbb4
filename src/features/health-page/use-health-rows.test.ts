import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { noRowNames } from '../event-rows';
import { defaultView } from '../event-url';
import { useHealthRows } from './use-health-rows';

const store = storeFromEvents(
  [1, 2, 3, 4].map((i) => ({ id: i, type: 'driver', action: i % 2 ? 'Work' : 'Rest', timeAt: i * 60_000 })),
);

describe('useHealthRows', () => {
  it("keeps the view's events, and the same list when names arrive that change none of them", () => {
    const view = { ...defaultView, search: 'work' };
    const { result, rerender } = renderHook(({ names }) => useHealthRows(store, view, names), {
      initialProps: { names: noRowNames },
    });
    const first = result.current;
    expect(first).toHaveLength(2);
    rerender({ names: { ...noRowNames, vehicle: new Map() } });
    expect(result.current).toBe(first);
  });
});
