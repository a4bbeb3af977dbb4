import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { trackOf } from './replay-track';
import { fixAt, t0 } from '../../testing/replay-test-events';
import { summarise } from './trip-summary';

const trackFrom = (events: readonly { id: number }[]) =>
  trackOf(storeFromEvents(events), { kind: 'vehicle', id: 7 });
// 0.01° of latitude is 1.112 km.
const kmPerHundredth = 1.11195;

describe('a trip summary', () => {
  it('takes the distance from the odometer when two readings allow it, else from the path', () => {
    const path = [fixAt(0, 151, -34), fixAt(10, 151, -33.99), fixAt(20, 151, -33.98)];
    const byPath = summarise(trackFrom(path), { stopMinutes: 5 });
    expect(byPath.distance.source).toBe('path');
    expect(byPath.distance.value).toBeCloseTo(2 * kmPerHundredth, 3);

    const metered = [
      fixAt(0, 151, -34, { odometer: 1000.5 }),
      fixAt(10, 151, -33.99),
      fixAt(20, 151, -33.98, { odometer: 1003 }),
    ];
    expect(summarise(trackFrom(metered), { stopMinutes: 5 }).distance).toEqual({
      value: 2.5,
      source: 'odometer',
    });
    // One reading, or a meter that went back (replaced, reset), says nothing: the path does.
    const one = [fixAt(0, 151, -34, { odometer: 1000 }), fixAt(10, 151, -33.99)];
    expect(summarise(trackFrom(one), { stopMinutes: 5 }).distance.source).toBe('path');
    const back = [fixAt(0, 151, -34, { odometer: 1000 }), fixAt(10, 151, -33.99, { odometer: 12 })];
    expect(summarise(trackFrom(back), { stopMinutes: 5 }).distance.source).toBe('path');
  });

  it('splits the duration into moving and stopped time and lists the stops at least N minutes long', () => {
    const events = [
      fixAt(0, 151, -34),
      fixAt(10, 151, -33.9), // 11 km in 10 min: moving
      fixAt(20, 151, -33.9), // stopped from 10
      fixAt(30, 151.00001, -33.9), // still stopped (1 m of GPS wander)
      fixAt(40, 151, -33.8), // moving again: the stop was 10–30
      fixAt(43, 151, -33.8), // a 3-minute stop
      fixAt(50, 151, -33.7),
    ];
    const summary = summarise(trackFrom(events), { stopMinutes: 5 });
    expect(summary.durationMs).toBe(50 * 60_000);
    expect(summary.movingMs).toBe(27 * 60_000);
    expect(summary.stoppedMs).toBe(23 * 60_000);
    expect(summary.stops).toEqual([{ from: t0 + 10 * 60_000, to: t0 + 30 * 60_000, lng: 151, lat: -33.9 }]);
    expect(
      summarise(trackFrom(events), { stopMinutes: 2 }).stops.map((s) => (s.to - s.from) / 60_000),
    ).toEqual([20, 3]);
  });

  it('leaves invalid fixes out of the path and the stops, but not out of the duration', () => {
    const events = [
      fixAt(0, 151, -34),
      fixAt(5, 0, 0, { valid: false }),
      fixAt(10, 151, -33.99),
      fixAt(20, 0, 0, { valid: false }),
    ];
    const summary = summarise(trackFrom(events), { stopMinutes: 5 });
    expect(summary.distance.value).toBeCloseTo(kmPerHundredth, 3);
    expect(summary.durationMs).toBe(20 * 60_000);
    expect(summary.movingMs).toBe(10 * 60_000);
    expect(summary.stoppedMs).toBe(10 * 60_000);
    expect([summary.events, summary.fixes]).toEqual([4, 2]);
  });

  it('of one fix is nothing long, and a stop that lasts to the end is listed', () => {
    const one = summarise(trackFrom([fixAt(0, 151, -34)]), { stopMinutes: 5 });
    expect(one).toMatchObject({ durationMs: 0, movingMs: 0, stoppedMs: 0, stops: [], fixes: 1 });
    expect(one.distance).toEqual({ value: 0, source: 'path' });
    const parked = summarise(trackFrom([fixAt(0, 151, -34), fixAt(5, 151, -33.9), fixAt(60, 151, -33.9)]), {
      stopMinutes: 5,
    });
    expect(parked.stops).toEqual([{ from: t0 + 5 * 60_000, to: t0 + 60 * 60_000, lng: 151, lat: -33.9 }]);
  });
});
