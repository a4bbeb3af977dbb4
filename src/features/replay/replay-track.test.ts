import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import {
  boundsOfTrack,
  eventIndexAt,
  nextEventTime,
  positionAt,
  previousEventTime,
  trackOf,
} from './replay-track';
import { fixAt, t0 } from '../../testing/replay-test-events';

const minutes = (track: { eventTime: Float64Array }) => Array.from(track.eventTime, (t) => (t - t0) / 60_000);

describe('the track of a vehicle or trip', () => {
  it('holds only its events, oldest first, ties in time by id', () => {
    const events = [
      fixAt(30, 151.3, -33.8),
      fixAt(0, 151.1, -33.9),
      fixAt(10, 151.2, -33.85, { vehicleId: 8, tripId: 80 }),
      fixAt(20, 151.25, -33.82, { tripId: 71 }),
      fixAt(20, 151.26, -33.83, { tripId: 71 }),
    ];
    const store = storeFromEvents(events);
    const vehicle = trackOf(store, { kind: 'vehicle', id: 7 });
    expect(minutes(vehicle)).toEqual([0, 20, 20, 30]);
    expect(Array.from(vehicle.events, (g) => store.event(g).id)).toEqual([
      events[1]?.id,
      events[3]?.id,
      events[4]?.id,
      events[0]?.id,
    ]);
    expect([vehicle.start, vehicle.end]).toEqual([t0, t0 + 30 * 60_000]);
    expect(minutes(trackOf(store, { kind: 'trip', id: 71 }))).toEqual([20, 20]);
    expect(trackOf(store, { kind: 'vehicle', id: 8 }).fixCount).toBe(1);
    expect(trackOf(store, { kind: 'vehicle', id: 9 }).events).toHaveLength(0);
  });

  it('draws only valid fixes; the events with invalid or no GPS are counted and still in time order', () => {
    const noGps = { id: 999, type: 'driver', action: 'Rest', timeAt: t0 + 5 * 60_000, vehicleId: 7 };
    const store = storeFromEvents([
      fixAt(0, 151.1, -33.9),
      fixAt(2, 0, 0, { valid: false }),
      noGps,
      fixAt(10, 151.2, -33.9),
    ]);
    const track = trackOf(store, { kind: 'vehicle', id: 7 });
    expect(minutes(track)).toEqual([0, 2, 5, 10]);
    expect(track.fixCount).toBe(2);
    expect(Array.from(track.lng)).toEqual([151.1, 151.2]);
    expect(Array.from(track.fixEvent)).toEqual([0, 3]);
    expect([track.invalidFixes, track.missingFixes]).toEqual([1, 1]);
    expect(boundsOfTrack(track)).toEqual([151.1, -33.9, 151.2, -33.9]);
  });

  it('interpolates the position between fixes by time, and holds it before the first and after the last', () => {
    const store = storeFromEvents([fixAt(0, 151, -34), fixAt(10, 152, -33), fixAt(20, 152, -33)]);
    const track = trackOf(store, { kind: 'vehicle', id: 7 });
    const out: [number, number] = [0, 0];
    const at = (minute: number) => (positionAt(track, t0 + minute * 60_000, out), [...out]);
    expect(at(5)).toEqual([151.5, -33.5]);
    expect(at(2.5)).toEqual([151.25, -33.75]);
    expect(at(-60)).toEqual([151, -34]);
    expect(at(15)).toEqual([152, -33]);
    expect(at(600)).toEqual([152, -33]);
  });

  it('goes the short way across the antimeridian', () => {
    const store = storeFromEvents([fixAt(0, 179, -17), fixAt(10, -179, -17)]);
    const out: [number, number] = [0, 0];
    positionAt(trackOf(store, { kind: 'vehicle', id: 7 }), t0 + 7.5 * 60_000, out);
    expect(out[0]).toBeCloseTo(-179.5);
  });

  it('finds the event at or before a time; before the first it is the first', () => {
    const store = storeFromEvents([fixAt(0, 151, -34), fixAt(10, 152, -33), fixAt(10, 152, -33)]);
    const track = trackOf(store, { kind: 'vehicle', id: 7 });
    expect(eventIndexAt(track, t0 - 1)).toBe(0);
    expect(eventIndexAt(track, t0 + 9 * 60_000)).toBe(0);
    expect(eventIndexAt(track, t0 + 10 * 60_000)).toBe(2);
  });

  it('with one fix, stays there; with none, has no position', () => {
    const one = trackOf(storeFromEvents([fixAt(0, 151, -34)]), { kind: 'vehicle', id: 7 });
    const out: [number, number] = [0, 0];
    expect(positionAt(one, t0 + 1e6, out)).toBe(true);
    expect(out).toEqual([151, -34]);
    const none = trackOf(storeFromEvents([fixAt(0, 0, 0, { valid: false })]), { kind: 'vehicle', id: 7 });
    expect(positionAt(none, t0, out)).toBe(false);
    expect(boundsOfTrack(none)).toBeNull();
    expect(eventIndexAt(none, t0)).toBe(0);
  });
});

describe('stepping from event to event', () => {
  it('goes to the next and the previous event at another time', () => {
    const store = storeFromEvents([
      fixAt(0, 151, -34),
      fixAt(10, 152, -33),
      fixAt(10, 152, -33),
      fixAt(20, 152, -33),
    ]);
    const track = trackOf(store, { kind: 'vehicle', id: 7 });
    const minute = (m: number) => t0 + m * 60_000;
    expect(nextEventTime(track, minute(0))).toBe(minute(10));
    expect(nextEventTime(track, minute(10))).toBe(minute(20));
    expect(nextEventTime(track, minute(20))).toBeNull();
    expect(previousEventTime(track, minute(15))).toBe(minute(10));
    expect(previousEventTime(track, minute(10))).toBe(minute(0));
    expect(previousEventTime(track, minute(0))).toBeNull();
  });
});
