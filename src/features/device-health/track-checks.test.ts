import { describe, expect, it } from 'vitest';
import { cleanShift, healthOf, shiftStart, type ShiftEvent } from '../../testing/health-test-events';

const minute = 60_000;
/** A shift without the positions between two minutes: a silence from `from` to `to`. */
const silent = (events: ShiftEvent[], from: number, to: number) =>
  events.filter(
    (e) =>
      e.type !== 'position' || e.timeAt <= shiftStart + from * minute || e.timeAt >= shiftStart + to * minute,
  );

describe('reporting gaps', () => {
  it('finds the longest silence while the ignition is on, at the event that ends it', async () => {
    const events = silent(cleanShift(1, 60), 10, 30);
    const health = await healthOf(events);
    expect(health.longestGap).toBe(20 * minute);
    expect(health.gapsOver).toBe(1);
    expect(health.which(health.longestGapAt)).toBe(12);
    expect(health.findings[0]).toMatchObject({ kind: 'gaps', value: 20 * minute });
  });

  it('counts the gaps over a threshold that can be changed', async () => {
    const events = silent(silent(cleanShift(1, 90), 10, 30), 50, 60);
    expect((await healthOf(events)).gapsOver).toBe(1);
    expect((await healthOf(events, { gapMs: 5 * minute })).gapsOver).toBe(2);
  });

  it('ignores a silence with the ignition off', async () => {
    const later = cleanShift(1, 5, shiftStart + 3 * 60 * minute).map((e) => ({ ...e, odometer: 1100 }));
    const parked = [...cleanShift(1, 5), ...later].map((e, i) => ({ ...e, id: i + 1 }));
    const health = await healthOf(parked);
    expect(health.longestGap).toBe(minute);
    expect(health.score).toBe(0);
  });

  it('without ignition events, counts a silence within one trip, not between trips', async () => {
    const positions = cleanShift(1, 60).filter((e) => e.type === 'position');
    const oneTrip = silent(positions, 10, 40);
    expect((await healthOf(oneTrip)).longestGap).toBe(30 * minute);
    const twoTrips = oneTrip.map((e) => (e.timeAt > shiftStart + 10 * minute ? { ...e, tripId: 11 } : e));
    expect((await healthOf(twoTrips)).longestGap).toBe(minute);
  });

  it('says when a device went silent with its ignition on', async () => {
    const cut = cleanShift(1, 30).filter((e) => e.timeAt < shiftStart + 10 * minute);
    const health = await healthOf(cut, { now: shiftStart + 60 * minute });
    expect(health).toMatchObject({ silentWhileOn: true, sinceLast: 51 * minute });
    expect(health.findings[0]).toMatchObject({ kind: 'silent', value: 51 * minute });
    const ended = await healthOf(cleanShift(1, 9), { now: shiftStart + 60 * minute });
    expect(ended).toMatchObject({ silentWhileOn: false, score: 0 });
  });
});
