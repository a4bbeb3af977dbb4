import { describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { rawTestConfig } from '../testing/test-config';
import { templateProblem } from './entities-schema';
import { parseConfig } from './load-config';

const withEntities = (entities: unknown) => ({
  ...rawTestConfig,
  regions: rawTestConfig.regions.map((region, index) => (index === 0 ? { ...region, entities } : region)),
});

describe('entity URL templates', () => {
  it.each([
    ['/v1/vehicles/{id}', 'id'],
    ['/v1/vehicles?ids={ids}', 'ids'],
    ['/v1/vehicles/{ids}/names', 'ids'],
    ['/v1/lookup?kind=vehicle&id={id}&fields=name,rego', 'id'],
  ] as const)('accepts %s', (template, placeholder) => {
    expect(templateProblem(template, placeholder)).toBeNull();
  });

  it.each([
    ['v1/vehicles/{id}', 'id', /relative to apiBaseUrl/],
    ['https://evil.example/v1/vehicles/{id}', 'id', /relative to apiBaseUrl/],
    ['//evil.example/v1/{id}', 'id', /relative to apiBaseUrl/],
    ['/v1/../admin/{id}', 'id', /"\.\."/],
    // The browser resolves percent-encoded dots as dot segments: /au/v1/%2e%2e/%2E%2e/nz/... is /nz/...
    ['/v1/%2e%2e/%2E%2e/nz/v1/vehicles/{id}', 'id', /"\.\."/],
    ['/v1/.%2e/admin/{id}', 'id', /"\.\."/],
    ['/v1/%2e/vehicles/{id}', 'id', /"\.\."/],
    ['/v1/%zz/vehicles/{id}', 'id', /percent/],
    ['/v1/vehicles/{id}#x', 'id', /"#"/],
    ['/v1/vehicles/ {id}', 'id', /spaces/],
    ['/v1/vehicles', 'id', /"\{id\}" exactly once/],
    ['/v1/vehicles/{id}/{id}', 'id', /exactly once/],
    ['/v1/vehicles?ids={id}', 'ids', /unknown placeholder "\{id\}"/],
    ['/v1/vehicles/{vehicleId}', 'id', /unknown placeholder/],
    ['/v1/vehicles/{id}}', 'id', /unbalanced/],
    ['/v1/v?a=1?ids={ids}', 'ids', /more than one "\?"/],
  ] as const)('refuses %s', (template, placeholder, problem) => {
    expect(templateProblem(template, placeholder)).toMatch(problem);
  });
});

describe('the entities block of a region', () => {
  it('is optional: no block means ids only', () => {
    const result = parseConfig(rawTestConfig, 'config.json');
    expect(result.ok && result.config.regions[0]?.entities).toEqual({});
  });

  it('fills defaults for the field paths and the batch size', () => {
    const result = parseConfig(
      withEntities({
        $comment: 'emulator',
        vehicle: { many: '/v1/vehicles?ids={ids}', secondaryPath: 'rego' },
      }),
      'config.json',
    );
    expect(result.ok && result.config.regions[0]?.entities).toEqual({
      vehicle: {
        many: '/v1/vehicles?ids={ids}',
        idPath: 'id',
        namePath: 'name',
        secondaryPath: 'rego',
        batchSize: 100,
      },
    });
  });

  it('names each problem by its field path', () => {
    const result = parseConfig(
      withEntities({
        vehicles: { one: '/v1/vehicles/{id}' },
        device: { namePath: 'serial' },
        trip: { one: 'https://elsewhere.example/trips/{id}', batchSize: 0 },
        fleet: { many: '/v1/fleets?ids={ids}', namePath: 'a..b' },
      }),
      'config.json',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const problems = Object.fromEntries(result.problems.map((p) => [p.path, p.message]));
    expect(problems).toMatchObject({
      'regions[0].entities.vehicles': expect.stringContaining('not an entity kind'),
      'regions[0].entities.device': expect.stringContaining('needs "one" or "many"'),
      'regions[0].entities.trip.one': expect.stringContaining('relative to apiBaseUrl'),
      'regions[0].entities.trip.batchSize': expect.any(String),
      'regions[0].entities.fleet.namePath': expect.stringContaining('dot-separated'),
    });
  });
});

describe('the shipped config', () => {
  it('points every region’s entities at the emulator’s endpoints', () => {
    const result = parseConfig(shipped, 'config.json');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const region of result.config.regions) {
      expect(Object.keys(region.entities).sort()).toEqual(['company', 'device', 'fleet', 'trip', 'vehicle']);
      expect(region.entities.vehicle).toMatchObject({
        one: '/v1/vehicles/{id}',
        many: '/v1/vehicles?ids={ids}',
        secondaryPath: 'registration',
      });
    }
  });
});
