import { describe, expect, it } from 'vitest';
import { cleanShift, healthOf } from '../../testing/health-test-events';

describe('GPS checks', () => {
  it('counts the events without a valid fix and their share', async () => {
    const events = cleanShift(1, 9).map((e, i) => {
      if (i === 3) return { ...e, GPS: { valid: false, Lat: 0, Lng: 0 } };
      if (i === 4) return { ...e, GPS: undefined };
      if (i === 5) return { ...e, GPS: 'nowhere' };
      return e;
    });
    const health = await healthOf(events);
    expect(health).toMatchObject({ noFix: 3, noFixShare: 0.25, zeroFixes: 0, gpsJumps: 0 });
    expect(health.which(health.noFixAt)).toBe(3);
    expect(health.findings[0]).toMatchObject({ kind: 'gpsMissing', value: 0.25 });
  });

  it('finds valid fixes at 0,0 and does not take them for jumps', async () => {
    const events = cleanShift(1, 9).map((e, i) =>
      i === 6 ? { ...e, GPS: { valid: true, Lat: 0, Lng: 0 } } : e,
    );
    const health = await healthOf(events);
    expect(health).toMatchObject({ zeroFixes: 1, gpsJumps: 0 });
    expect(health.which(health.zeroFixAt)).toBe(6);
  });

  it('finds moves faster than the speed limit, the worst where it lands', async () => {
    const events = cleanShift(1, 9).map((e, i) =>
      i === 5 && e.GPS ? { ...e, GPS: { ...e.GPS, Lng: e.GPS.Lng + 0.2 } } : e,
    );
    const health = await healthOf(events);
    // 18.5 km away and back, a minute each: two jumps of about 1,100 km/h.
    expect(health.gpsJumps).toBe(2);
    expect(health.worstJumpKmh).toBeGreaterThan(1_000);
    expect([5, 6]).toContain(health.which(health.gpsJumpAt));
    expect((await healthOf(events, { speedLimitKmh: 2_000 })).gpsJumps).toBe(0);
  });

  it('times a move by the fixes where they have times', async () => {
    // The events are a minute apart but the fixes ten: 6 km in ten minutes is 36 km/h.
    const events = cleanShift(1, 20)
      .filter((_, i) => i === 1 || i === 11)
      .map((e, i) => ({ ...e, timeAt: e.timeAt - i * 9 * 60_000 }));
    expect((await healthOf(events)).gpsJumps).toBe(0);
    expect((await healthOf(events.map((e) => ({ ...e, GPS: { ...e.GPS, At: undefined } })))).gpsJumps).toBe(
      1,
    );
  });
});
