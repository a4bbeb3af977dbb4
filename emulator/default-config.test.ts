import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, startTestEmulator, type Emulator } from './test-support.ts';

/**
 * Every region of the shipped config against the emulator, the way the app signs in: discovery at the
 * region's provider, the password grant for its client with its demo credentials, the SSO exchange at its
 * API and a day of its events with the key. The sign-in form, which is the same for every region, is
 * walked end to end in one (e2e/sign-in.spec.ts); that the config lists the nine regions is
 * src/config/shipped-config.test.ts.
 */
interface ShippedRegion {
  id: string;
  apiBaseUrl: string;
  authUrl: string;
  realm: string;
  clientId: string;
  demoCredentials: { username: string; password: string }[];
}

const shipped = JSON.parse(readFileSync(new URL('../public/config.json', import.meta.url), 'utf8')) as {
  regions: ShippedRegion[];
};
const shippedOrigin = 'http://localhost:4010';

let emu: Emulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.close());

/** The shipped address on this test's emulator, whose port is its own. */
const here = (url: string) => {
  expect(url.startsWith(shippedOrigin)).toBe(true);
  return emu.url + url.slice(shippedOrigin.length);
};

describe('the shipped config', () => {
  it.each(shipped.regions.map((region) => [region.id, region] as const))(
    '%s: each demo user signs in with the password grant, gets a key, and reads a day of events',
    async (_, region) => {
      const authority = `${here(region.authUrl)}/auth/realms/${region.realm}`;
      const discovery = await getJson(`${authority}/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      const tokenEndpoint = String((discovery.body as { token_endpoint: string }).token_endpoint);
      expect(region.demoCredentials.length).toBeGreaterThan(0);
      for (const { username, password } of region.demoCredentials) {
        const token = await fetch(tokenEndpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'password',
            client_id: region.clientId,
            username,
            password,
            scope: 'openid profile email',
          }),
        });
        expect(token.status).toBe(200);
        const { access_token: accessToken } = (await token.json()) as { access_token: string };
        const api = here(region.apiBaseUrl);
        const user = await getJson(`${api}/v1/auth/sso`, accessToken);
        expect(user.status).toBe(200);
        const key = (user.body as { keys: { type: string; accessToken: string }[] }).keys.find(
          (entry) => entry.type === 'USER',
        );
        expect(key).toBeDefined();
        const events = await getJson(`${api}/v1/events?from=2026-11-10&to=2026-11-11`, key?.accessToken);
        expect(events.status).toBe(200);
        expect(Array.isArray(events.body)).toBe(true);
        expect((events.body as unknown[]).length).toBeGreaterThan(0);
      }
    },
  );
});
