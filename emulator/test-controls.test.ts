import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { controlHeader } from './control-routes.ts';
import { eventsUrl, getJson, passwordToken, startTestEmulator, type Emulator } from './test-support.ts';

let emu: Emulator;
let key: string;
beforeAll(async () => {
  emu = await startTestEmulator({ testControls: true });
});
afterAll(() => emu.close());
// The keys in force: a test that revokes them leaves new ones, whatever order the tests run in.
beforeEach(async () => {
  await post('/__controls/reset');
  const keys = (await (
    await fetch(`${emu.url}/__controls/keys`, { headers: { [controlHeader]: '1' } })
  ).json()) as Record<string, { company: string }>;
  key = keys.au?.company ?? '';
});

/** The way the suites call the controls: JSON with the control header. */
const post = (path: string, body: object = {}) =>
  fetch(`${emu.url}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', [controlHeader]: '1' },
  });
const control = (rule: object) => post('/__controls', rule);

describe('test controls', () => {
  it('injects an error status for the next n matching requests, then stops', async () => {
    await control({ region: 'au', path: '/v1/events', errorStatus: 503, times: 2 });
    expect((await getJson(eventsUrl(emu, 'au'), key)).status).toBe(503);
    expect((await getJson(eventsUrl(emu, 'au'), key)).body).toMatchObject({
      status: 503,
      error: 'Service Unavailable',
    });
    expect((await getJson(eventsUrl(emu, 'au'), key)).status).toBe(200);
  });

  it('sends an error with a chosen message, or with no body at all', async () => {
    await control({
      path: '/v1/events',
      errorStatus: 400,
      message: '"vehicleIds" is not a parameter',
      times: 1,
    });
    expect((await getJson(eventsUrl(emu, 'au'), key)).body).toMatchObject({
      status: 400,
      message: '"vehicleIds" is not a parameter',
    });
    await control({ path: '/v1/events', errorStatus: 400, noBody: true, times: 1 });
    const bare = await fetch(eventsUrl(emu, 'au'), { headers: { Authorization: `Bearer ${key}` } });
    expect(bare.status).toBe(400);
    expect(await bare.text()).toBe('');
  });

  it('matches on text in the query string, so one API date can fail alone', async () => {
    await control({ path: '/v1/events', query: 'from=2026-11-10', errorStatus: 503 });
    expect((await getJson(`${eventsUrl(emu, 'au')}?from=2026-11-10&to=2026-11-11`, key)).status).toBe(503);
    expect((await getJson(`${eventsUrl(emu, 'au')}?from=2026-11-11&to=2026-11-12`, key)).status).toBe(200);
  });

  it('sends 429 with and without Retry-After', async () => {
    await control({ path: '/v1/events', errorStatus: 429, retryAfterSeconds: 3, times: 1 });
    const limited = await getJson(eventsUrl(emu, 'au'), key);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
    await control({ path: '/v1/events', errorStatus: 429, times: 1 });
    expect((await getJson(eventsUrl(emu, 'au'), key)).headers.get('retry-after')).toBeNull();
  });

  it('adds latency and spoils bodies in each documented way', async () => {
    await control({ path: '/v1/events', latencyMs: 300, times: 1 });
    const started = performance.now();
    await getJson(eventsUrl(emu, 'au'), key);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);

    await control({ path: '/v1/events', malformed: 'not-json', times: 1 });
    expect(typeof (await getJson(eventsUrl(emu, 'au'), key)).body).toBe('string');
    await control({ path: '/v1/events', malformed: 'object', times: 1 });
    expect((await getJson(eventsUrl(emu, 'au'), key)).body).toHaveProperty('events');
    await control({ path: '/v1/events', malformed: 'truncated', times: 1 });
    expect(typeof (await getJson(eventsUrl(emu, 'au'), key)).body).toBe('string');
  });

  it('counts requests per region and path, rejects a bad rule, and revokes keys', async () => {
    await getJson(eventsUrl(emu, 'au'), key);
    await getJson(eventsUrl(emu, 'nz'), key);
    const counts = (await (
      await fetch(`${emu.url}/__requests`, { headers: { [controlHeader]: '1' } })
    ).json()) as Record<string, number>;
    expect(counts).toMatchObject({ 'au /v1/events': 1, 'nz /v1/events': 1 });
    expect((await control({ errorStatus: 'many' })).status).toBe(400);
    await post('/__controls/revoke-keys');
    expect((await getJson(eventsUrl(emu, 'au'), key)).status).toBe(401);
  });

  it('does not exist unless the emulator was started with controls on', async () => {
    const plain = await startTestEmulator();
    try {
      const init = {
        method: 'POST',
        body: '{}',
        headers: { 'Content-Type': 'application/json', [controlHeader]: '1' },
      };
      expect((await fetch(`${plain.url}/__controls`, init)).status).toBe(404);
      expect((await fetch(`${plain.url}/__requests`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('accepts only JSON with the control header: another page cannot set faults by a simple form post', async () => {
    const rule = { region: 'au', path: '/v1/events', errorStatus: 503 };
    const attempts: RequestInit[] = [
      // What a form on any site can send without a preflight:
      { method: 'POST', body: new URLSearchParams({ errorStatus: '503' }) },
      { method: 'POST', body: JSON.stringify(rule), headers: { 'Content-Type': 'text/plain' } },
      // JSON, but without the header (a page would need a preflight the emulator never grants):
      { method: 'POST', body: JSON.stringify(rule), headers: { 'Content-Type': 'application/json' } },
      // The header, but not JSON:
      { method: 'POST', body: 'errorStatus=503', headers: { [controlHeader]: '1' } },
    ];
    for (const init of attempts) {
      for (const path of [
        '/__controls',
        '/__controls/reset',
        '/__controls/revoke-keys',
        '/__requests/reset',
      ]) {
        const response = await fetch(`${emu.url}${path}`, init);
        expect(response.status, `${path} ${JSON.stringify(init.headers)}`).toBe(403);
        expect(await response.json()).toMatchObject({ message: expect.stringContaining(controlHeader) });
      }
    }
    expect((await fetch(`${emu.url}/__controls/keys`)).status).toBe(403);
    const keys = await fetch(`${emu.url}/__controls/keys`, { headers: { [controlHeader]: '1' } });
    const current = ((await keys.json()) as Record<string, { company: string }>).au?.company;
    expect((await getJson(eventsUrl(emu, 'au'), current)).status).toBe(200);
    const rules = await fetch(`${emu.url}/__controls`, { headers: { [controlHeader]: '1' } });
    expect(await rules.json()).toEqual({ rules: [] });
    expect((await control(rule)).status).toBe(200);
    expect((await getJson(eventsUrl(emu, 'au'), current)).status).toBe(503);
  });

  it('listens on the loopback interface only', () => {
    expect(['127.0.0.1', '::1']).toContain(emu.address);
  });

  it('expires the access tokens issued so far, as the platform sees them: new ones still work', async () => {
    const before = await passwordToken(emu, 'au');
    const old = String(before.body.access_token);
    expect((await getJson(`${emu.url}/au/v1/auth/sso`, old)).status).toBe(200);
    expect((await post('/__controls/expire-tokens', { region: 'au' })).status).toBe(200);
    const refused = await getJson(`${emu.url}/au/v1/auth/sso`, old);
    expect(refused).toMatchObject({ status: 401, body: { message: expect.stringMatching(/"exp"/) } });
    const fresh = String((await passwordToken(emu, 'au')).body.access_token);
    expect((await getJson(`${emu.url}/au/v1/auth/sso`, fresh)).status).toBe(200);
    const nz = String((await passwordToken(emu, 'nz')).body.access_token);
    expect((await getJson(`${emu.url}/nz/v1/auth/sso`, nz)).status).toBe(200);
  });

  it('issues tokens of a chosen lifetime until the next reset', async () => {
    const lifetime = async () => {
      const { body } = await passwordToken(emu, 'au');
      const payload = JSON.parse(
        Buffer.from(String(body.access_token).split('.')[1] ?? '', 'base64url').toString(),
      ) as { iat: number; exp: number };
      return { expiresIn: body.expires_in, inToken: payload.exp - payload.iat };
    };
    expect(await lifetime()).toEqual({ expiresIn: 300, inToken: 300 });
    expect((await post('/__controls/token-ttl', { seconds: 75 })).status).toBe(200);
    expect(await lifetime()).toEqual({ expiresIn: 75, inToken: 75 });
    expect((await post('/__controls/token-ttl', { seconds: 0 })).status).toBe(400);
    await post('/__controls/reset');
    expect(await lifetime()).toEqual({ expiresIn: 300, inToken: 300 });
  });

  it('keeps an idle connection open longer than a test waits between two control calls', async () => {
    // Node closes idle keep-alive connections after 5 s by default. A suite's client that sent its next call
    // on the connection just as it closed got ECONNRESET (a control call after a 10-day load).
    const socket = connect(Number(new URL(emu.url).port), 'localhost');
    const ask = () =>
      new Promise<string>((resolve, reject) => {
        socket.once('data', (data) => resolve(data.toString()));
        socket.once('error', reject);
        socket.once('end', () => reject(new Error('the emulator closed the connection')));
        socket.write(`GET /__requests HTTP/1.1\r\nHost: localhost\r\n${controlHeader}: 1\r\n\r\n`);
      });
    try {
      expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(await ask()).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      socket.destroy();
    }
  }, 15_000);
});
