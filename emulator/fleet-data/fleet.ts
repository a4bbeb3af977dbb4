import type { City } from '../geography/cities.ts';
import { roadNetworkOf } from '../geography/road-network.ts';
import type { EmulatedRegion } from '../region-list.ts';
import { createRandom, seedOf } from './random.ts';
import { rosterOf, type Roster } from './roster.ts';

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
  /** Entity versions, sent on some events only. */
  versions: { company: number; vehicle: number; device: number };
}

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

/** The region's vehicles: `mainVehicles` for the main company, six for the other. Deterministic. */
export function fleetOf(region: EmulatedRegion, mainVehicles: number, seed: string): Vehicle[] {
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
        versions,
      };
    });
  };
  return [...make(region.companyId, mainVehicles, 0), ...make(region.otherCompanyId, 6, mainVehicles)];
}
