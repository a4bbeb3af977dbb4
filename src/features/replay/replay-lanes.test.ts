import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { fixAt, t0 } from '../../testing/replay-test-events';
import { lanesOf, spanOfLanes } from './replay-lanes';
import { trackOf } from './replay-track';

const minute = 60_000;

describe("a fleet replay's slider", () => {
  // Vehicle 1 drives from 8:00 to 8:10, vehicle 2 from 8:05 to 9:00.
  const store = storeFromEvents([
    fixAt(0, 151, -34, { vehicleId: 1 }),
    fixAt(10, 151, -34.01, { vehicleId: 1 }),
    fixAt(5, 150, -33, { vehicleId: 2 }),
    fixAt(60, 150, -33.1, { vehicleId: 2 }),
  ]);
  const target = { kind: 'vehicles' as const, ids: [1, 2] };
  const whole = trackOf(store, target);

  it('spans every vehicle while all are shown, or none', () => {
    expect(spanOfLanes(lanesOf(store, target, new Set()), whole)).toEqual([t0, t0 + 60 * minute]);
    expect(spanOfLanes(lanesOf(store, target, new Set([1, 2])), whole)).toEqual([t0, t0 + 60 * minute]);
  });

  it('spans only the vehicles the legend shows', () => {
    expect(spanOfLanes(lanesOf(store, target, new Set([2])), whole)).toEqual([t0, t0 + 10 * minute]);
    expect(spanOfLanes(lanesOf(store, target, new Set([1])), whole)).toEqual([
      t0 + 5 * minute,
      t0 + 60 * minute,
    ]);
  });
});
