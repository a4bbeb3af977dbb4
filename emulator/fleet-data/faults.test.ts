import { describe, expect, it } from 'vitest';
import { regions } from '../region-list.ts';
import { createDayStore } from './day-store.ts';
import type { PlatformEvent } from './event-shape.ts';
import { faultKinds, faultyVehicles, type FaultKind } from './faults.ts';

const minute = 60_000;
const store = createDayStore({ seed: 'fleet-events', vehicles: 40 });
/** A week of dates: each faulty vehicle has days off, as any other. */
const dates = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

/** The region's first date on which every faulty vehicle works: their events by fault, and a clean one's. */
function dayOf(region: (typeof regions)[number]) {
  const faulty = [...faultyVehicles(region.companyId).keys()];
  const working = (events: PlatformEvent[]) =>
    faulty.every((id) => events.filter((e) => e.vehicleId === id).length > 5);
  const events = dates.map((date) => store.day(region, date)).find(working) ?? [];
  const byFault = new Map<FaultKind, PlatformEvent[]>();
  for (const [vehicleId, kind] of faultyVehicles(region.companyId))
    byFault.set(
      kind,
      events.filter((e) => e.vehicleId === vehicleId),
    );
  const clean = events.filter((e) => e.vehicleId === region.companyId * 10_000 + 30);
  return { byFault, clean };
}

const delays = (events: PlatformEvent[]) => events.map((e) => Date.parse(e.createdAt) - e.timeAt);
const gaps = (events: PlatformEvent[]) =>
  events.slice(1).map((e, i) => e.timeAt - (events[i] as PlatformEvent).timeAt);

describe.each(regions.map((region) => [region.id, region] as const))('faults in %s', (_id, region) => {
  const { byFault, clean } = dayOf(region);
  const of = (kind: FaultKind) => byFault.get(kind) ?? [];

  it('has a working day for every faulty vehicle and a clean one beside them', () => {
    for (const kind of faultKinds) expect(of(kind).length, kind).toBeGreaterThan(5);
    expect(Math.min(...delays(clean))).toBeGreaterThan(0);
    expect(Math.max(...delays(clean))).toBeLessThan(minute);
    expect(Math.max(...gaps(clean))).toBeLessThan(3 * 60 * minute);
  });

  it('runs one device clock five minutes fast', () => {
    for (const delay of delays(of('clock-fast'))) expect(delay).toBeLessThan(-4 * minute);
  });

  it('loses the fix through a tunnel', () => {
    const events = of('tunnel');
    expect(events.filter((e) => !e.GPS.valid).length / events.length).toBeGreaterThan(0.25);
  });

  it('goes silent for three hours with the ignition on', () => {
    expect(Math.max(...gaps(of('silence')))).toBeGreaterThanOrEqual(3 * 60 * minute);
  });

  it('resets an odometer', () => {
    const readings = of('odometer-reset').map((e) => e.odometer);
    expect(readings.some((r, i) => i > 0 && r < (readings[i - 1] as number) - 1_000)).toBe(true);
  });

  it('delivers a stretch of events late, in one batch', () => {
    expect(Math.max(...delays(of('late-batch')))).toBeGreaterThan(60 * minute);
  });

  it('sends some events twice', () => {
    const ids = of('repeats').map((e) => e.id);
    expect(ids.length - new Set(ids).size).toBeGreaterThan(2);
  });
});
