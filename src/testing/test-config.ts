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
  regions: [region('au', 'Australia', true), region('nz', 'New Zealand', true), region('qa', 'QA', false)],
};

export const testConfig: AppConfig = appConfigSchema.parse(rawTestConfig);
