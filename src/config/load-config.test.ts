import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { rawTestConfig } from '../testing/test-config';
import { loadConfig, parseConfig } from './load-config';

const url = 'http://app.test/config.json';
const serve = (body: string, status = 200) =>
  server.use(
    http.get(url, () => new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } })),
  );

describe('loadConfig', () => {
  it('accepts a valid file and fills defaults', async () => {
    serve(JSON.stringify(rawTestConfig));
    const result = await loadConfig(url);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.regions.map((r) => r.id)).toEqual(['au', 'nz', 'qa']);
    expect(result.config.regions[0]?.realm).toBe('fleet');
    expect(result.config.regions[0]?.constraintParams.vehicleIds).toBe('vehicleIds');
    expect(result.config.map.defaultStyle).toBe('offline');
  });

  it('reports a missing file with its HTTP status', async () => {
    serve('not here', 404);
    const result = await loadConfig(url);
    expect(result).toMatchObject({
      ok: false,
      problems: [{ path: '', message: expect.stringContaining('HTTP 404') }],
    });
  });

  it('reports a network failure', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    const result = await loadConfig(url);
    expect(result).toMatchObject({
      ok: false,
      problems: [{ message: expect.stringContaining('could not be fetched') }],
    });
  });

  it('reports a file that is not JSON', async () => {
    serve('{ "regions": [');
    const result = await loadConfig(url);
    expect(result).toMatchObject({
      ok: false,
      problems: [{ path: '', message: expect.stringContaining('not valid JSON') }],
    });
  });
});

describe('parseConfig', () => {
  const problemsOf = (json: unknown) => {
    const result = parseConfig(json, url);
    if (result.ok) throw new Error('expected problems');
    return result.problems;
  };
  const withRegion = (patch: Record<string, unknown>) => ({
    ...rawTestConfig,
    regions: [{ ...rawTestConfig.regions[0], ...patch }, ...rawTestConfig.regions.slice(1)],
  });

  it('names the field path of each problem', () => {
    const problems = problemsOf(withRegion({ apiBaseUrl: 'not a url', clientId: '' }));
    expect(problems.map((p) => p.path)).toEqual(['regions[0].apiBaseUrl', 'regions[0].clientId']);
    expect(problems[0]?.message).toMatch(/absolute http\(s\) URL/);
  });

  it('rejects a base URL with a trailing slash', () => {
    expect(problemsOf(withRegion({ authUrl: 'https://auth.example.test/' }))).toEqual([
      { path: 'regions[0].authUrl', message: 'must not end with "/"' },
    ]);
  });

  it('rejects a missing required field', () => {
    const [first] = rawTestConfig.regions;
    const { production: _dropped, ...rest } = first ?? {};
    const problems = problemsOf({ ...rawTestConfig, regions: [rest] });
    expect(problems.map((p) => p.path)).toContain('regions[0].production');
  });

  it('rejects duplicate region ids and an unknown default region', () => {
    const problems = problemsOf({
      defaultRegion: 'uk',
      demo: true,
      regions: [rawTestConfig.regions[0], rawTestConfig.regions[0]],
    });
    expect(problems).toEqual([
      { path: 'regions[1].id', message: 'duplicate region id "au"' },
      { path: 'defaultRegion', message: '"uk" is not one of the listed regions' },
    ]);
  });

  it('rejects a region with no sign-in method, a bad id, and an unknown time zone', () => {
    const problems = problemsOf(
      withRegion({
        id: 'AU!',
        signIn: { sso: false, password: false, apiKey: false },
        apiDateZone: 'Mars/Olympus',
      }),
    );
    expect(problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['regions[0].id', 'regions[0].signIn', 'regions[0].apiDateZone']),
    );
  });

  it('rejects a file that is not an object, and an empty region list', () => {
    expect(problemsOf([])[0]?.path).toBe('');
    expect(problemsOf({ defaultRegion: 'au', regions: [] })).toContainEqual({
      path: 'regions',
      message: 'must list at least one region',
    });
  });

  it("words zod's own checks in English (zod/mini has no wording of its own)", () => {
    expect(problemsOf(withRegion({ requestTimeoutSeconds: '30', label: '' }))).toEqual([
      { path: 'regions[0].label', message: 'Too small: expected string to have >=1 characters' },
      {
        path: 'regions[0].requestTimeoutSeconds',
        message: 'Invalid input: expected number, received string',
      },
    ]);
    expect(problemsOf(withRegion({ requestTimeoutSeconds: 1.5 }))).toEqual([
      { path: 'regions[0].requestTimeoutSeconds', message: 'Invalid input: expected int, received number' },
    ]);
  });

  it('polls Live follow every 30 s by default, and refuses an interval under the 10 s floor', () => {
    const parsed = parseConfig(rawTestConfig, url);
    expect(parsed.ok && parsed.config.regions[0]?.livePollSeconds).toBe(30);
    const floor = parseConfig(withRegion({ livePollSeconds: 10 }), url);
    expect(floor.ok && floor.config.regions[0]?.livePollSeconds).toBe(10);
    expect(problemsOf(withRegion({ livePollSeconds: 5 }))).toEqual([
      { path: 'regions[0].livePollSeconds', message: 'must be at least 10 (seconds between live updates)' },
    ]);
  });

  it('gives a tab 1024 MB of events by default, and refuses a budget of nothing', () => {
    const parsed = parseConfig(rawTestConfig, url);
    expect(parsed.ok && parsed.config.memoryBudgetMB).toBe(1024);
    expect(problemsOf({ ...rawTestConfig, memoryBudgetMB: 0 })).toEqual([
      { path: 'memoryBudgetMB', message: 'must be more than 0 (MB)' },
    ]);
  });

  it('gives a day 20 s to be read by default, and takes another limit from 1 s to 600 s', () => {
    const parsed = parseConfig(rawTestConfig, url);
    expect(parsed.ok && parsed.config.parseTimeLimitSeconds).toBe(20);
    const set = parseConfig({ ...rawTestConfig, parseTimeLimitSeconds: 45 }, url);
    expect(set.ok && set.config.parseTimeLimitSeconds).toBe(45);
    expect(problemsOf({ ...rawTestConfig, parseTimeLimitSeconds: 0 })).toEqual([
      { path: 'parseTimeLimitSeconds', message: expect.stringMatching(/>=1/) },
    ]);
  });

  it('rejects a default map style that is not listed', () => {
    const problems = problemsOf({
      ...rawTestConfig,
      map: { styles: [{ id: 'offline', label: 'Offline', url: 'offline' }], defaultStyle: 'satellite' },
    });
    expect(problems).toEqual([{ path: 'map.defaultStyle', message: '"satellite" is not one of map.styles' }]);
  });
});

describe('parseConfig: what a browser config must not carry in production', () => {
  const [au] = rawTestConfig.regions;
  const production = (patch: Record<string, unknown>, demo?: boolean) => ({
    defaultRegion: 'au',
    ...(demo === undefined ? {} : { demo }),
    regions: [{ ...au, production: true, signIn: { sso: true, apiKey: true }, ...patch }],
  });
  // A production build unless a test says otherwise: what a deployment runs.
  const problemsOf = (json: unknown, build = { development: false }) => {
    const result = parseConfig(json, url, build);
    return result.ok ? [] : result.problems;
  };

  it('refuses a clientSecret on a production region, naming the field', () => {
    expect(problemsOf(production({ clientSecret: 'shh' }))).toEqual([
      { path: 'regions[0].clientSecret', message: expect.stringMatching(/production region.*"demo": true/) },
    ]);
  });

  it('refuses the password grant on a production region, naming the field', () => {
    expect(problemsOf(production({ signIn: { sso: true, password: true } }))).toEqual([
      {
        path: 'regions[0].signIn.password',
        message: expect.stringMatching(/production region.*"demo": true/),
      },
    ]);
    expect(problemsOf(production({ signIn: { password: true } }, false))).toHaveLength(1);
  });

  it('allows both in a file that says it is a demo, and on non-production regions', () => {
    const both = { clientSecret: 'shh', signIn: { sso: true, password: true } };
    expect(problemsOf(production(both, true))).toEqual([]);
    expect(problemsOf(production({ ...both, production: false }))).toEqual([]);
  });

  it('refuses http:// for the API and the identity provider of a production region, naming each field', () => {
    const plain = { apiBaseUrl: 'http://api.example.com/au', authUrl: 'http://auth.example.com' };
    const https = expect.stringMatching(/must be https:\/\/ on a production region/);
    expect(problemsOf(production(plain))).toEqual([
      { path: 'regions[0].apiBaseUrl', message: https },
      { path: 'regions[0].authUrl', message: https },
    ]);
    // A demo file is no exception: the keys and tokens would still cross the network in the clear.
    expect(problemsOf(production(plain, true))).toHaveLength(2);
    expect(problemsOf(production({ ...plain, production: false }))).toEqual([]);
  });

  it('allows http:// on this machine (localhost, 127.0.0.1, [::1]) in a development build or a demo', () => {
    for (const host of ['localhost:4010', '127.0.0.1:4010', '[::1]:4010']) {
      const local = { apiBaseUrl: `http://${host}/au`, authUrl: `http://${host}/au` };
      expect(problemsOf(production(local), { development: true })).toEqual([]);
      // The emulator's own config, served by a production build (vite preview, the e2e run).
      expect(problemsOf(production(local, true))).toEqual([]);
    }
    expect(
      problemsOf(production({ apiBaseUrl: 'http://localhost.example.com/au' }), { development: true }),
    ).toHaveLength(1);
  });

  it('refuses http:// on this machine in a production build of a real deployment', () => {
    const local = { apiBaseUrl: 'http://127.0.0.1:4010/au', authUrl: 'http://localhost:4010/au' };
    const https = expect.stringMatching(/must be https:\/\/ on a production region/);
    expect(problemsOf(production(local))).toEqual([
      { path: 'regions[0].apiBaseUrl', message: https },
      { path: 'regions[0].authUrl', message: https },
    ]);
  });

  it('refuses demoCredentials on a production region unless the file says it is a demo', () => {
    const demoCredentials = [{ username: 'dana', password: 'hunter2' }];
    expect(problemsOf(production({ demoCredentials }))).toEqual([
      {
        path: 'regions[0].demoCredentials',
        message: expect.stringMatching(/production region.*"demo": true/),
      },
    ]);
    expect(problemsOf(production({ demoCredentials }, false))).toHaveLength(1);
    expect(problemsOf(production({ demoCredentials }, true))).toEqual([]);
    expect(problemsOf(production({ demoCredentials, production: false }))).toEqual([]);
  });
});
