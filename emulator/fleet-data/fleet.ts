import type { City, EmulatedRegion } from '../region-list.ts';
import { createRandom, seedOf } from './random.ts';

export interface Vehicle {
  index: number;
  vehicleId: number;
  deviceId: number;
  companyId: number;
  fleetId: number;
  home: City;
  /** Odometer at the epoch of the data, km. */
  odometerBase: number;
  /** Entity versions, sent on some events only. */
  versions: { company: number; vehicle: number; device: number };
}

/** The region's vehicles: `mainVehicles` for the main company, a few for the other. Deterministic. */
export function fleetOf(region: EmulatedRegion, mainVehicles: number, seed: string): Vehicle[] {
  const make = (companyId: number, count: number, offset: number): Vehicle[] =>
    Array.from({ length: count }, (_, i) => {
      const random = createRandom(seedOf(seed, region.id, 'vehicle', companyId, i));
      const vehicleId = companyId * 10_000 + i + 1;
      return {
        index: offset + i,
        vehicleId,
        deviceId: vehicleId + 100_000_000,
        companyId,
        fleetId: companyId * 10 + (i % 4) + 1,
        home: region.cities[i % region.cities.length] ?? random.pick(region.cities),
        odometerBase: random.int(5_000, 250_000),
        versions: { company: random.int(1, 5), vehicle: random.int(1, 9), device: random.int(1, 4) },
      };
    });
  return [...make(region.companyId, mainVehicles, 0), ...make(region.otherCompanyId, 6, mainVehicles)];
}
