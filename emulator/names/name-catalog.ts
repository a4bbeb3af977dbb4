import type { DayStore } from '../fleet-data/day-store.ts';
import { createRandom, seedOf, type Random } from '../fleet-data/random.ts';
import type { EmulatedRegion } from '../region-list.ts';
import { imei, plate, plateStyleOf } from './plates.ts';
import { styleOf, type RegionStyle } from './region-styles.ts';

export interface VehicleEntity {
  id: number;
  companyId: number;
  fleetId: number;
  deviceId: number;
  name: string;
  registration: string;
  make: string;
  model: string;
  year: number;
  homeCity: string;
}

export interface DeviceEntity {
  id: number;
  companyId: number;
  vehicleId: number;
  name: string;
  serial: string;
  driver: string;
}

export interface CompanyEntity {
  id: number;
  name: string;
  registrationNumber: string;
}

export interface FleetEntity {
  id: number;
  companyId: number;
  name: string;
  vehicleCount: number;
  description: string;
}

export interface RegionNames {
  vehicles: Map<number, VehicleEntity>;
  devices: Map<number, DeviceEntity>;
  companies: Map<number, CompanyEntity>;
  fleets: Map<number, FleetEntity>;
}

function weighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let left = random.next() * total;
  for (const item of items) {
    left -= item.weight;
    if (left < 0) return item;
  }
  return items[items.length - 1] as T;
}

function registerNumber(random: Random, pattern: string): string {
  return pattern.replace(/[#L]/g, (char) =>
    char === '#' ? String(random.int(0, 9)) : String.fromCharCode(65 + random.int(0, 25)),
  );
}

function companiesOf(region: EmulatedRegion, style: RegionStyle, seed: string): CompanyEntity[] {
  const random = createRandom(seedOf(seed, region.id, 'names', 'companies'));
  const first = random.int(0, style.companies.length - 1);
  const second = (first + random.int(1, style.companies.length - 1)) % style.companies.length;
  return [
    [region.companyId, first],
    [region.otherCompanyId, second],
  ].map(([id = 0, index = 0]) => ({
    id,
    name: `${style.companies[index] ?? 'Fleet Co'} ${style.legalSuffix}`,
    registrationNumber: registerNumber(random, style.registerNumber),
  }));
}

/**
 * Names for every vehicle, device, company and fleet of a region, keyed by the ids the event generator
 * uses (read from the day store's fleet, never re-derived). Deterministic from the seed.
 */
export function buildRegionNames(region: EmulatedRegion, store: DayStore, seed: string): RegionNames {
  const style = styleOf(region.id);
  const names: RegionNames = {
    vehicles: new Map(),
    devices: new Map(),
    companies: new Map(),
    fleets: new Map(),
  };
  for (const company of companiesOf(region, style, seed)) names.companies.set(company.id, company);

  const kindCounts = new Map<string, number>();
  const plates = new Set<string>();
  for (const vehicle of store.fleet(region)) {
    const random = createRandom(seedOf(seed, region.id, 'names', vehicle.vehicleId));
    const kind = weighted(random, style.vehicles);
    const countKey = `${vehicle.companyId}:${kind.kind}`;
    const number = (kindCounts.get(countKey) ?? 0) + 1;
    kindCounts.set(countKey, number);
    const plateStyle = plateStyleOf(vehicle.home.name, style.plate);
    let registration = plate(random, plateStyle);
    while (plates.has(registration)) registration = plate(random, plateStyle);
    plates.add(registration);
    const [make = '', ...model] = random.pick(kind.models).split(' ');
    const name = `${kind.kind} ${number}`;
    names.vehicles.set(vehicle.vehicleId, {
      id: vehicle.vehicleId,
      companyId: vehicle.companyId,
      fleetId: vehicle.fleetId,
      deviceId: vehicle.deviceId,
      name,
      registration,
      make,
      model: model.join(' '),
      year: random.int(2015, 2025),
      homeCity: vehicle.home.name,
    });
    const driver = `${random.pick(style.firstNames)} ${random.pick(style.lastNames)}`;
    names.devices.set(vehicle.deviceId, {
      id: vehicle.deviceId,
      companyId: vehicle.companyId,
      vehicleId: vehicle.vehicleId,
      name: style.deviceName(random.pick(style.devices), driver),
      serial: imei(random),
      driver,
    });
    const fleet = names.fleets.get(vehicle.fleetId);
    if (fleet) fleet.vehicleCount += 1;
    else {
      const fleetName = style.fleets[((vehicle.fleetId - 1) % 10) % style.fleets.length] ?? 'Fleet';
      names.fleets.set(vehicle.fleetId, {
        id: vehicle.fleetId,
        companyId: vehicle.companyId,
        name: fleetName,
        vehicleCount: 1,
        description: '',
      });
    }
  }
  for (const fleet of names.fleets.values()) {
    fleet.description =
      style.language === 'en'
        ? `${fleet.vehicleCount} vehicle${fleet.vehicleCount === 1 ? '' : 's'}`
        : `${fleet.vehicleCount} ${style.language === 'es' ? 'vehículo' : 'veículo'}${fleet.vehicleCount === 1 ? '' : 's'}`;
  }
  return names;
}
