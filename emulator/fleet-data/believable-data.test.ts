import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, type LatLng } from '../geography/geo.ts';
import { isLand } from '../geography/land.ts';
import { regions, type EmulatedRegion } from '../region-list.ts';
import { eventsUrl, getJson, startTestEmulator, testDays, type Emulator } from '../test-support.ts';
import type { PlatformEvent } from './event-shape.ts';
import { faultyVehicles, type FaultKind } from './faults.ts';
import { dayNumberOf, dayOfEventId } from './generate-day.ts';
import { dateStringOf } from '../../src/lib/time-zones.ts';

// A week of every region, through the API as the app reads it: what a presenter shows must hold up. The
// vehicles whose data is wrong on purpose (faults.ts) stay in: each check finds exactly the faults it
// should, and nothing on any other vehicle.
let emu: Emulator;
const weeks = new Map<string, PlatformEvent[]>();

beforeAll(async () => {
  emu = await startTestEmulator({ seed: 'believable' });
  for (const region of regions) {
    const key = emu.keys[region.id]?.company ?? '';
    const { status, body } = await getJson(eventsUrl(emu, region.id, '/v1/events', testDays.week), key);
    expect(status).toBe(200);
    weeks.set(region.id, body as PlatformEvent[]);
  }
}, 120_000);
afterAll(() => emu.close());

const fixOf = (event: PlatformEvent): LatLng => ({ lat: event.GPS.Lat, lng: event.GPS.Lng });

/** Each vehicle's events in the order they happened. */
function byVehicle(events: PlatformEvent[]): PlatformEvent[][] {
  const groups = new Map<number, PlatformEvent[]>();
  for (const event of events) groups.set(event.vehicleId, [...(groups.get(event.vehicleId) ?? []), event]);
  return [...groups.values()].map((list) => list.sort((a, b) => a.timeAt - b.timeAt || a.id - b.id));
}

/** The place an address names ("…, Parramatta NSW"), and the city it belongs to. */
function placeNamed(region: EmulatedRegion, location: string) {
  const label = location.slice(location.indexOf(', ') + 2);
  for (const city of region.cities) {
    const place = city.places.find((p) => p.label === label);
    if (place) return { place, city };
  }
  return undefined;
}

describe.each(regions.map((region) => [region.id, region] as const))('a week in %s', (_id, region) => {
  const events = () => weeks.get(region.id) ?? [];
  /** The vehicles of the main company given one of these faults, that drove this week. */
  const vehiclesWithFault = (...kinds: FaultKind[]) => {
    const driven = new Set(events().map((e) => e.vehicleId));
    return [...faultyVehicles(region.companyId)]
      .filter(([id, fault]) => kinds.includes(fault) && driven.has(id))
      .map(([id]) => id);
  };

  it('has the density of today and a lighter weekend', () => {
    const perDay = new Map<string, number>();
    const all = weeks.get(region.id) ?? [];
    for (const event of all) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: region.zone, weekday: 'short' }).format(
        event.timeAt,
      );
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    // 40 vehicles of the main company, about 19 events each a day on average.
    expect(all.length / 7 / 40).toBeGreaterThan(15);
    expect(all.length / 7 / 40).toBeLessThan(25);
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'].map((d) => perDay.get(d) ?? 0);
    const weekend = ['Sat', 'Sun'].map((d) => perDay.get(d) ?? 0);
    expect(Math.max(...weekend)).toBeLessThan(Math.min(...weekday) / 2);
  });

  it('works the hours fleets work, each day inside its own date', () => {
    const all = weeks.get(region.id) ?? [];
    const hourOf = new Intl.DateTimeFormat('en-GB', {
      timeZone: region.zone,
      hour: '2-digit',
      hourCycle: 'h23',
    });
    const perHour = new Array<number>(24).fill(0);
    const outside: number[] = [];
    for (const event of all) {
      const h = Number(hourOf.format(event.timeAt));
      perHour[h] = (perHour[h] ?? 0) + 1;
      if (dayNumberOf(dateStringOf(event.timeAt, region.zone)) !== dayOfEventId(event.id))
        outside.push(event.id);
    }
    expect(outside).toEqual([]);
    const share = (from: number, to: number) =>
      perHour.slice(from, to).reduce((sum, n) => sum + n, 0) / all.length;
    // Night runs, the morning most fleets start, afternoons, and some evening work.
    expect(share(0, 5)).toBeGreaterThan(0.02);
    expect(share(5, 12)).toBeLessThan(0.75);
    expect(share(12, 18)).toBeGreaterThan(0.2);
    expect(share(18, 24)).toBeGreaterThan(0.03);
  });

  it('puts every valid fix on land, near the place and city its location names', () => {
    const fixes = events().filter((e) => e.GPS.valid);
    expect(fixes.filter((e) => !isLand(e.GPS.Lat, e.GPS.Lng)).map((e) => e.id)).toEqual([]);
    const named = fixes.map((e) => ({ event: e, named: placeNamed(region, e.location) }));
    expect(named.filter((n) => !n.named).map((n) => n.event.location)).toEqual([]);
    const nearCity = named.filter((n) => n.named && distanceKm(fixOf(n.event), n.named.city) <= 40).length;
    expect(nearCity / fixes.length).toBeGreaterThanOrEqual(0.95);
    // "Within a few km" of the suburb or town the address names.
    const far = named.filter((n) => n.named && distanceKm(fixOf(n.event), n.named.place) > 8);
    expect(far.map((n) => `${n.event.location} at ${n.event.GPS.Lat},${n.event.GPS.Lng}`)).toEqual([]);
  });

  it('drives between consecutive fixes at 0–130 km/h, the odometer growing with the path (within 10 %) but on the faulty devices', () => {
    const tooFast: string[] = [];
    const odometerOff: string[] = [];
    const odometerOffVehicles = new Set<number>();
    for (const list of byVehicle(events())) {
      const fixes = list.filter((e) => e.GPS.valid);
      let path = 0;
      for (let i = 1; i < fixes.length; i += 1) {
        const [a, b] = [fixes[i - 1] as PlatformEvent, fixes[i] as PlatformEvent];
        const km = distanceKm(fixOf(a), fixOf(b));
        const hours = (b.GPS.At - a.GPS.At) / 3_600_000;
        if (km > 0 && (hours <= 0 || km / hours > 130))
          tooFast.push(`${a.id} → ${b.id}: ${km} km in ${hours} h`);
        // Odometers are sent to 0.1 km, so two readings may differ from the truth by 0.1 km between them.
        const odometerKm = b.odometer - a.odometer;
        if (Math.abs(odometerKm - km) > 0.1 * km + 0.1) {
          odometerOff.push(`${a.id} → ${b.id}: ${odometerKm} km for ${km} km`);
          odometerOffVehicles.add(a.vehicleId);
        }
        path += km;
      }
      const first = fixes[0];
      const last = fixes.at(-1);
      if (first && last && path > 5 && Math.abs(last.odometer - first.odometer - path) / path >= 0.1)
        odometerOffVehicles.add(first.vehicleId);
    }
    expect(tooFast).toEqual([]);
    // A reset odometer runs back to zero; a tunnel's fixes are far apart along a bending road. No other
    // vehicle's odometer disagrees with its fixes.
    const expected = vehiclesWithFault('odometer-reset', 'tunnel');
    const unexpected = [...odometerOffVehicles].filter((id) => !expected.includes(id));
    expect(unexpected, odometerOff.join('\n')).toEqual([]);
    expect([...odometerOffVehicles]).toEqual(expect.arrayContaining(vehiclesWithFault('odometer-reset')));
  });

  it('keeps the CAN odometer and engine hours in step, and shapes each day as a shift', () => {
    const odometerBack = new Set<number>();
    const canApart = new Set<number>();
    for (const list of byVehicle(events())) {
      for (let i = 0; i < list.length; i += 1) {
        const event = list[i] as PlatformEvent;
        if (event.attributes.canOdometer !== String(Math.round(event.odometer)))
          canApart.add(event.vehicleId);
        const before = list[i - 1];
        if (!before) continue;
        if (event.odometer < before.odometer) odometerBack.add(event.vehicleId);
        expect(Number(event.attributes.canEngineHours)).toBeGreaterThanOrEqual(
          Number(before.attributes.canEngineHours),
        );
      }
      const days = new Map<number, PlatformEvent[]>();
      for (const event of list)
        days.set(Math.floor(event.id / 1e7), [...(days.get(Math.floor(event.id / 1e7)) ?? []), event]);
      for (const day of days.values()) {
        // A whole day lies inside the week asked for unless it is cut by the range's edges.
        if (day[0]?.type !== 'ignition') continue;
        expect(day.slice(0, 2).map((e) => `${e.type} ${e.action}`)).toEqual(['ignition ON', 'driver Work']);
        expect(day.slice(-2).map((e) => `${e.type} ${e.action}`)).toEqual(['ignition OFF', 'driver Off']);
        expect(day[0]?.location).toBe(day.at(-1)?.location);
      }
    }
    // The device's odometer resets; the vehicle's own (CAN) odometer counts on. Only there.
    expect([...odometerBack].sort()).toEqual(vehiclesWithFault('odometer-reset'));
    expect([...canApart].sort()).toEqual(vehiclesWithFault('odometer-reset'));
  });
});
