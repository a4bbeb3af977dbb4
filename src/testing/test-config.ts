import { appConfigSchema, type AppConfig } from '../config/schema';

const region = (id: string, label: string, production: boolean) => ({
  id,
  label,
  production,
  apiBaseUrl: `https://api.example.test/${id}`,
  authUrl: `https://auth.example.test/${id}`,
  clientId: 'fleet-events-explorer',
  signIn: { sso: true, password: true, apiKey: true },
});

/** A small, valid config for tests: two production regions and one non-production. */
export const rawTestConfig = {
  defaultRegion: 'au',
  // The test regions offer the password grant, as the emulator's do.
  demo: true,
  regions: [region('au', 'Australia', true), region('nz', 'New Zealand', true), region('qa', 'QA', false)],
};

export const testConfig: AppConfig = appConfigSchema.parse(rawTestConfig);

/** The test config with one region's settings added or replaced (names for ids, demo accounts), parsed. */
export function testConfigWith(regionId: string, settings: Record<string, unknown>): AppConfig {
  return appConfigSchema.parse({
    ...rawTestConfig,
    regions: rawTestConfig.regions.map((region) =>
      region.id === regionId ? { ...region, ...settings } : region,
    ),
  });
}

function regionById(id: string) {
  const region = testConfig.regions.find((r) => r.id === id);
  if (!region) throw new Error(`test config has no region ${id}`);
  return region;
}

export const testRegions = { au: regionById('au'), nz: regionById('nz'), qa: regionById('qa') };
