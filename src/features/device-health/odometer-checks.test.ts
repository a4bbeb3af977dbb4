import { describe, expect, it } from 'vitest';
import { cleanShift, healthOf } from '../../testing/health-test-events';

describe('odometer checks', () => {
  it('finds readings going backwards, the largest drop at its event', async () => {
    const events = cleanShift(1, 20).map((e, i) =>
      i >= 8 ? { ...e, odometer: (e.odometer ?? 0) - 900 } : e,
    );
    const health = await healthOf(events);
    expect(health).toMatchObject({ odometerBack: 1, odometerJumps: 0 });
    expect(health.worstDropKm).toBeCloseTo(899.4, 1);
    expect(health.which(health.odometerBackAt)).toBe(8);
    expect(health.findings[0]).toMatchObject({ kind: 'odometerBack', value: 1 });
  });

  it('takes rounding and missing readings in its stride', async () => {
    const events = cleanShift(1, 20).map((e, i) => {
      if (i === 4) return { ...e, odometer: undefined };
      // A tenth below the reading before the missing one (1001.2 at minute 2): rounding.
      if (i === 5) return { ...e, odometer: 1001.1 };
      return e;
    });
    expect(await healthOf(events)).toMatchObject({ odometerBack: 0, odometerJumps: 0, score: 0 });
  });

  it('finds a run no path could explain in the time between two readings', async () => {
    const events = cleanShift(1, 20).map((e, i) =>
      i >= 12 ? { ...e, odometer: (e.odometer ?? 0) + 50 } : e,
    );
    const health = await healthOf(events);
    expect(health).toMatchObject({ odometerJumps: 1, odometerBack: 0 });
    expect(health.worstOdometerJumpKm).toBeCloseTo(50.6, 1);
    expect(health.which(health.odometerJumpAt)).toBe(12);
    // 50 km in a minute is 3,000 km/h; under a limit of 4,000 km/h it could be.
    expect((await healthOf(events, { speedLimitKmh: 4_000 })).odometerJumps).toBe(0);
  });
});
