import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../geography/geo.ts';
import { isLand } from '../geography/land.ts';
import { regionById } from '../region-list.ts';
import { eventsUrl, getJson, startTestEmulator, testDays, type Emulator } from '../test-support.ts';
import { createDayStore } from './day-store.ts';
import type { PlatformEvent } from './event-shape.ts';
import { denseVehicleIndex } from './fleet.ts';
import { generateVehicleDay } from './generate-day.ts';

// The benchmark's 10,000-fix replay needs one vehicle that reports about once a minute for a week
// (EMULATOR_DENSE_VEHICLES=1); the app's and e2e's data must not have it.
const au = regionById('au');
if (!au) throw new Error('no AU region');
const denseId = au.companyId * 10_000 + denseVehicleIndex + 1;

async function weekOf(emu: Emulator): Promise<PlatformEvent[]> {
  const key = emu.keys.au?.company ?? '';
  const { status, body } = await getJson(eventsUrl(emu, 'au', '/v1/events', testDays.week), key);
  expect(status).toBe(200);
  return body as PlatformEvent[];
}

describe('the around-the-clock vehicle (denseVehicle)', () => {
  let dense: PlatformEvent[] = [];
  let plain: PlatformEvent[] = [];
  beforeAll(async () => {
    const [withDense, without] = await Promise.all([
      startTestEmulator({ seed: 'dense', vehicles: 4, denseVehicles: 1 }),
      startTestEmulator({ seed: 'dense', vehicles: 4 }),
    ]);
    try {
      dense = await weekOf(withDense);
      plain = await weekOf(without);
    } finally {
      await Promise.all([withDense.close(), without.close()]);
    }
  }, 120_000);

  const own = () => dense.filter((e) => e.vehicleId === denseId).sort((a, b) => a.timeAt - b.timeAt);

  it('has at least 10,000 valid fixes in a 7-day window, spread around the clock', () => {
    const fixes = own().filter((e) => e.GPS.valid);
    expect(fixes.length).toBeGreaterThanOrEqual(10_000);
    const hours = new Set(fixes.map((e) => Math.floor(e.timeAt / 3_600_000)));
    expect(hours.size).toBeGreaterThanOrEqual(7 * 24 - 2);
    let longestGap = 0;
    for (let i = 1; i < fixes.length; i += 1)
      longestGap = Math.max(longestGap, (fixes[i]?.timeAt ?? 0) - (fixes[i - 1]?.timeAt ?? 0));
    expect(longestGap).toBeLessThan(5 * 60_000);
  });

  it('drives on land between them at 0–130 km/h with stops, the odometer following the path', () => {
    const fixes = own().filter((e) => e.GPS.valid);
    expect(fixes.filter((e) => !isLand(e.GPS.Lat, e.GPS.Lng))).toEqual([]);
    const odd: string[] = [];
    let still = 0;
    for (let i = 1; i < fixes.length; i += 1) {
      const [a, b] = [fixes[i - 1] as PlatformEvent, fixes[i] as PlatformEvent];
      const km = distanceKm({ lat: a.GPS.Lat, lng: a.GPS.Lng }, { lat: b.GPS.Lat, lng: b.GPS.Lng });
      const hours = (b.GPS.At - a.GPS.At) / 3_600_000;
      if (km > 0 && (hours <= 0 || km / hours > 130)) odd.push(`${a.id} → ${b.id}: ${km} km in ${hours} h`);
      // As in believable-data.test.ts: within 10 %, and 0.1 km for the readings' cut tenths.
      if (Math.abs(b.odometer - a.odometer - km) > 0.1 * km + 0.1)
        odd.push(`${a.id} → ${b.id}: odometer ${b.odometer - a.odometer} km for ${km} km`);
      if (km === 0) still += 1;
    }
    expect(odd).toEqual([]);
    // It stands (deliveries, breaks, the night at its yard) for a good share of the minutes.
    expect(still / fixes.length).toBeGreaterThan(0.2);
    expect(still / fixes.length).toBeLessThan(0.8);
  });

  it('leaves the other vehicles as they are, and is absent when not asked for', () => {
    const others = dense.filter((e) => e.vehicleId !== denseId);
    expect(others).toEqual(plain);
    expect(plain.some((e) => e.vehicleId === denseId)).toBe(false);
    const perVehicle = new Map<number, number>();
    for (const e of plain) perVehicle.set(e.vehicleId, (perVehicle.get(e.vehicleId) ?? 0) + 1);
    expect(Math.max(...perVehicle.values())).toBeLessThan(400);
  });

  it('is the same for the same seed and day', () => {
    const day = testDays.wednesday;
    const generate = () => {
      const store = createDayStore({ seed: 'dense', vehicles: 1, denseVehicles: 1 });
      const vehicle = store.fleet(au).find((v) => v.dense);
      if (!vehicle) throw new Error('no dense vehicle');
      return generateVehicleDay(au, vehicle, day, 'dense');
    };
    expect(generate()).toEqual(generate());
  });

  it('comes in numbers for the fleet replay: the first as before, each with its own ids and 1,000 fixes by 14:00', () => {
    const day = testDays.wednesday;
    const one = createDayStore({ seed: 'dense', vehicles: 1, denseVehicles: 1 }).fleet(au);
    const many = createDayStore({ seed: 'dense', vehicles: 1, denseVehicles: 20 }).fleet(au);
    const denseOnes = many.filter((v) => v.dense);
    expect(denseOnes).toHaveLength(20);
    const first = one.find((v) => v.dense);
    if (!first) throw new Error('no dense vehicle');
    const days = denseOnes.map((vehicle) => generateVehicleDay(au, vehicle, day, 'dense'));
    // The first is the same vehicle, with the same day, as when it was the only one.
    expect(denseOnes[0]?.vehicleId).toBe(first.vehicleId);
    expect(days[0]).toEqual(generateVehicleDay(au, first, day, 'dense'));
    const ids = days.flat().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const trips = days.map((events) => new Set(events.map((e) => e.tripId)));
    for (let a = 0; a < trips.length; a += 1)
      for (let b = a + 1; b < trips.length; b += 1)
        expect([...(trips[a] ?? [])].filter((t) => trips[b]?.has(t))).toEqual([]);
    // The bench replays midnight to 14:00 of a day: at least 1,000 fixes each.
    for (const events of days) {
      const start = Math.min(...events.map((e) => e.timeAt));
      const fixes = events.filter((e) => e.GPS.valid && e.timeAt < start + 14 * 3_600_000);
      expect(fixes.length).toBeGreaterThanOrEqual(1_000);
    }
    expect(() => createDayStore({ seed: 'dense', vehicles: 1, denseVehicles: 21 }).fleet(au)).toThrow();
  });
});
