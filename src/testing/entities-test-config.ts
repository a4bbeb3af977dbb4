import type { AppConfig, RegionConfig } from '../config/schema';
import { testConfigWith } from './test-config';

/** The test config with `entities` for AU (vehicles by list and by id, devices by id only), unless given. */
export function configWithEntities(entities?: unknown): AppConfig {
  return testConfigWith('au', {
    entities: entities ?? {
      vehicle: {
        one: '/v1/vehicles/{id}',
        many: '/v1/vehicles?ids={ids}',
        secondaryPath: 'registration',
        batchSize: 3,
      },
      device: { one: '/v1/devices/{id}', secondaryPath: 'serial' },
      company: { one: '/v1/companies/{id}' },
      trip: { many: '/v1/trips?ids={ids}', secondaryPath: 'summary' },
    },
  });
}

export function auOf(config: AppConfig): RegionConfig {
  const au = config.regions.find((region) => region.id === 'au');
  if (!au) throw new Error('no au');
  return au;
}
