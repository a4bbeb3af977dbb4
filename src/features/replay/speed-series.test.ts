import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { fixAt } from '../../testing/replay-test-events';
import { trackOf } from './replay-track';
import { haversineKm, speedOf } from './speed-series';

describe('the speed over a track', () => {
  it('is distance over time between fixes, or the event’s own speed attribute where it has one', () => {
    // 0.01° of latitude is about 1.11 km; one minute apart is about 66.7 km/h.
    const own = { ...fixAt(2, 151, -33.98), attributes: { speedKmh: '42' } };
    const store = storeFromEvents([fixAt(0, 151, -34), fixAt(1, 151, -33.99), own, fixAt(2, 151, -33.98)]);
    const series = speedOf(store, trackOf(store, { kind: 'vehicle', id: 7 }));
    expect(Array.from(series.kmh, Math.round)).toEqual([0, 67, 42, 0]);
    expect(Math.round(series.max)).toBe(67);
  });

  it('measures the short way across the antimeridian', () => {
    expect(haversineKm(0, 179.99, 0, -179.99)).toBeCloseTo(2.22, 1);
  });
});
