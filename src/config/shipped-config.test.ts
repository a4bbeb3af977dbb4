import { describe, expect, it } from 'vitest';
import productionExample from '../../config.production.example.json';
import shipped from '../../public/config.json';
import { parseConfig } from './load-config';

describe('the configs in the repository', () => {
  it('the default config is valid, lists the nine regions and points them at the emulator', () => {
    const result = parseConfig(shipped, 'config.json');
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.config.regions.map((r) => r.id)).toEqual([
      'test',
      'qa',
      'staging',
      'au',
      'nz',
      'us',
      'uk',
      'mx',
      'latam',
    ]);
    expect(result.config.demo).toBe(true);
    expect(result.config.memoryBudgetMB).toBe(1024);
    for (const region of result.config.regions) {
      expect(region.apiBaseUrl).toBe(`http://localhost:4010/${region.id}`);
      expect(region.authUrl).toBe(region.apiBaseUrl);
    }
  });

  it('the production example is valid and leaves the password grant off', () => {
    const result = parseConfig(productionExample, 'config.production.example.json');
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.config.regions.every((r) => !r.signIn.password && r.clientSecret === undefined)).toBe(true);
    expect(result.config.demo).toBe(false);
    expect(result.config.memoryBudgetMB).toBe(1024);
  });
});
