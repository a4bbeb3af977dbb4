import type { City } from '../geography/cities.ts';
import { roadNetworkOf } from '../geography/road-network.ts';
import type { EmulatedRegion } from '../region-list.ts';
import { createRandom, seedOf } from './random.ts';
import { cycleDays, rosterFrom, rosterOf, type Roster } from './roster.ts';
import { faultOf } from './faults.ts';
import { shiftOf, type ShiftKind } from './shifts.ts';

export interface Vehicle {
  index: number;
  vehicleId: number;
  deviceId: number;
  companyId: number;
  fleetId: number;
  home: City;
  /** The junction of the home city's road network where the vehicle's yard is. */
  depot: number;
  /** Which days it works and how far it drives, repeating every four weeks; odometer and engine hours follow. */
  roster: Roster;
  /** When its working days start (`shifts.ts`); the around-the-clock vehicle ignores it. */
  shift: ShiftKind;
  /** Entity versions, sent on some events only. */
  versions: { company: number; vehicle: number; device: number };
  /** Works around the clock every day and reports about once a minute (`denseDay`). */
  dense?: boolean;
}

/**
 * The first around-the-clock vehicle's index: its events are numbered as if from vehicle 8000
 * (`day·10⁷ + 8·10⁶ + n`, room for far more than its ~2,000 a day), beyond the fleets the emulator makes
 * and below the added events' 9000; its trips are `day·10⁵ + 8·10⁴ + n`. The next ones are `denseSpacing`
 * apart, so each keeps room for 30,000 events and 300 trips a day.
 */
export const denseVehicleIndex = 8_000;
export const denseSpacing = 30;
/** At most this many (the benchmark's fleet replay plays 20): the last one's index stays below 9000. */
export const maxDenseVehicles = 20;
/** What its day drives, km, and the engine hours that takes (calibrated on the generated days). */
const denseKm = [380, 460] as const;
const denseHoursPerKm = 1 / 48;

const yardsPerCity = 3;

/** A company's yards in a city: junctions among the dozen nearest the centre. */
function yardsOf(city: City, companyId: number, seed: string): number[] {
  const network = roadNetworkOf(city);
  const random = createRandom(seedOf(seed, 'yards', companyId, city.name));
  const near = network.junctions
    .map((_, index) => index)
    .sort((a, b) => network.km(0, a) - network.km(0, b))
    .slice(0, 12);
  return Array.from({ length: yardsPerCity }, () => random.pick(near));
}

/**
 * The region's vehicles: `mainVehicles` for the main company, six for the other, and `denseVehicles` more
 * of the main company that report about once a minute around the clock (the benchmark's 10,000-fix replay,
 * and its 20 vehicles on one clock). Deterministic.
 */
export function fleetOf(
  region: EmulatedRegion,
  mainVehicles: number,
  seed: string,
  options: { denseVehicles?: number } = {},
): Vehicle[] {
  const make = (companyId: number, count: number, offset: number): Vehicle[] => {
    const yards = new Map(region.cities.map((city) => [city.name, yardsOf(city, companyId, seed)]));
    return Array.from({ length: count }, (_, i) => {
      const random = createRandom(seedOf(seed, region.id, 'vehicle', companyId, i));
      const vehicleId = companyId * 10_000 + i + 1;
      const home = region.cities[i % region.cities.length] ?? random.pick(region.cities);
      const odometerBase = random.int(5_000, 120_000);
      const versions = { company: random.int(1, 5), vehicle: random.int(1, 9), device: random.int(1, 4) };
      const depot = random.pick(yards.get(home.name) ?? [0]);
      return {
        index: offset + i,
        vehicleId,
        deviceId: vehicleId + 100_000_000,
        companyId,
        fleetId: companyId * 10 + (i % 4) + 1,
        home,
        depot,
        roster: rosterOf(random, roadNetworkOf(home), depot, odometerBase),
        // The silent device's day goes on three hours late (faults.ts): it works days, so it ends that day.
        shift:
          companyId === region.companyId && faultOf(i) === 'silence'
            ? 'day'
            : shiftOf(seed, region.id, companyId, i),
        versions,
      };
    });
  };
  const fleet = [...make(region.companyId, mainVehicles, 0), ...make(region.otherCompanyId, 6, mainVehicles)];
  const dense = options.denseVehicles ?? 0;
  if (dense === 0) return fleet;
  if (!Number.isInteger(dense) || dense < 0 || dense > maxDenseVehicles)
    throw new Error(`From 0 to ${maxDenseVehicles} around-the-clock vehicles`);
  if (fleet.length > denseVehicleIndex)
    throw new Error(`At most ${denseVehicleIndex - 6} vehicles with a dense one`);
  return [...fleet, ...Array.from({ length: dense }, (_, k) => denseVehicleOf(region, seed, k))];
}

/**
 * One more vehicle of the main company that works around the clock every day: the first in the region's
 * first city (the same vehicle however many there are), the next in its cities in turn.
 */
function denseVehicleOf(region: EmulatedRegion, seed: string, k: number): Vehicle {
  const random = createRandom(seedOf(seed, region.id, k === 0 ? 'dense vehicle' : `dense vehicle ${k}`));
  const home = region.cities[k % region.cities.length] as City;
  const index = denseVehicleIndex + k * denseSpacing;
  const vehicleId = region.companyId * 10_000 + index + 1;
  const odometerBase = random.int(50_000, 300_000);
  const km = Array.from({ length: cycleDays }, () => random.int(denseKm[0], denseKm[1]));
  return {
    index,
    vehicleId,
    deviceId: vehicleId + 100_000_000,
    companyId: region.companyId,
    fleetId: region.companyId * 10 + 1,
    home,
    depot: random.pick(yardsOf(home, region.companyId, seed)),
    roster: rosterFrom(
      km,
      km.map((dayKm) => Math.round(dayKm * denseHoursPerKm * 100) / 100),
      odometerBase,
    ),
    versions: { company: random.int(1, 5), vehicle: random.int(1, 9), device: random.int(1, 4) },
    shift: 'day',
    dense: true,
  };
}
