import { describe, expect, it } from 'vitest';
import { afterShifts, cleanShift, healthOf, shiftStart } from '../../testing/health-test-events';

const minute = 60_000;
const receivedAfter = (ms: number) => (e: { timeAt: number }) => ({
  ...e,
  createdAt: new Date(e.timeAt + ms).toISOString(),
});

describe('clock checks', () => {
  it('takes a device clock five minutes fast from createdAt − timeAt', async () => {
    const health = await healthOf(cleanShift(1, 20).map(receivedAfter(-5 * minute)));
    expect(health.delayMedian).toBe(-5 * minute);
    expect(health.findings[0]).toMatchObject({ kind: 'clockSkew', value: 5 * minute });
  });

  it('finds late delivery: the median and the worst, at its event', async () => {
    const events = cleanShift(1, 20).map((e, i) =>
      i >= 5 && i < 10 ? receivedAfter((40 - i) * minute)(e) : e,
    );
    const health = await healthOf(events);
    expect(health.delayMedian).toBe(2_000);
    expect(health.delayWorst).toBe(35 * minute);
    expect(health.which(health.delayWorstAt)).toBe(5);
    expect(health.findings[0]).toMatchObject({ kind: 'lateDelivery', value: 35 * minute });
  });

  it('leaves events without createdAt out of the delay', async () => {
    const events = cleanShift(1, 4).map((e, i) => (i % 2 === 0 ? { ...e, createdAt: undefined } : e));
    expect(await healthOf(events)).toMatchObject({ delayMedian: 2_000, score: 0 });
    const none = await healthOf(cleanShift(1, 4).map((e) => ({ ...e, createdAt: undefined })));
    expect(none.delayMedian).toBeNaN();
    expect(none.score).toBe(0);
  });

  it('finds events stamped after now, the furthest at its event', async () => {
    const now = shiftStart + 10 * minute;
    const health = await healthOf(cleanShift(1, 20), { now });
    // Minutes 12 to 20 (and the OFF) are more than a minute after now.
    expect(health.future).toBe(10);
    expect(health.which(health.futureAt)).toBe(22);
    expect((await healthOf(cleanShift(1, 20), { now: afterShifts })).future).toBe(0);
  });

  it('finds an event of a trip logged after one it precedes', async () => {
    const events = cleanShift(1, 10).map((e, i) => (i === 4 ? { ...e, id: 1999 } : e));
    const health = await healthOf(events);
    expect(health.outOfOrder).toBe(1);
    expect(health.which(health.outOfOrderAt)).toBe(5);
    // Not across trips.
    const across = events.map((e, i) => (i >= 5 ? { ...e, tripId: 11 } : e));
    expect((await healthOf(across)).outOfOrder).toBe(0);
  });
});
