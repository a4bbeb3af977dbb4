import { appConfigSchema, type AppConfig, type RegionConfig } from '../../../config/schema';
import { rawTestConfig } from '../../../testing/test-config';

/** The test config with `entities` for AU (vehicles by list and by id, devices by id only), unless given. */
export function configWithEntities(entities?: unknown): AppConfig {
  return appConfigSchema.parse({
    ...rawTestConfig,
    regions: rawTestConfig.regions.map((region) =>
      region.id === 'au'
        ? {
            ...region,
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
          }
        : region,
    ),
  });
}

export function auOf(config: AppConfig): RegionConfig {
  const au = config.regions.find((region) => region.id === 'au');
  if (!au) throw new Error('no au');
  return au;
}
