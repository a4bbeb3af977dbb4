import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventsUrl,
  getJson,
  passwordToken,
  startTestEmulator,
  testDays,
  testNow,
  userKey,
  type Emulator,
} from './test-support.ts';

let emu: Emulator;
let auKey: string;
beforeAll(async () => {
  emu = await startTestEmulator({ seed: 'test-seed' });
  auKey = await userKey(emu, 'au');
});
afterAll(() => emu.close());

type Event = {
  id: number;
  type: string;
  timeAt: number;
  vehicleId: number;
  tripId: number;
  companyId: number;
};
const { monday, tuesday, wednesday, thursday, saturday, sunday } = testDays;

describe('SSO exchange', () => {
  it('returns the user object with a USER key for a valid token', async () => {
    const { body } = await passwordToken(emu, 'nz');
    const { status, body: user } = await getJson(`${emu.url}/nz/v1/auth/sso`, String(body.access_token));
    expect(status).toBe(200);
    expect(user).toMatchObject({
      username: 'demo',
      status: 'E',
      timeZone: 'Pacific/Auckland',
      type: { code: 'USER' },
      keys: [{ type: 'USER', accessToken: expect.stringMatching(/^nz-user-/) }],
    });
  });

  it('refuses no token, a garbage token, and another region’s token', async () => {
    const { body } = await passwordToken(emu, 'au');
    for (const token of [undefined, 'garbage', String(body.access_token)]) {
      const { status, body: error } = await getJson(`${emu.url}/uk/v1/auth/sso`, token);
      expect(status).toBe(401);
      expect(error).toMatchObject({ status: 401, error: 'Unauthorized', message: expect.any(String) });
    }
  });
});

describe('events API', () => {
  it('returns a working day of the key owner’s company, sorted, with plausible fields', async () => {
    const { status, body } = await getJson(
      eventsUrl(emu, 'au', '/v1/events', { from: wednesday, to: thursday }),
      auKey,
    );
    expect(status).toBe(200);
    const events = body as Event[];
    expect(events.length).toBeGreaterThan(200);
    expect(events.every((e) => e.companyId === 4001)).toBe(true);
    expect(events.map((e) => e.timeAt)).toEqual([...events.map((e) => e.timeAt)].sort((a, b) => a - b));
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['ignition', 'driver', 'position', 'speeding', 'harsh_braking', 'geofence', 'idle']),
    );
  });

  it('reads a bare date in the owner’s zone with an exclusive end, and filters by types', async () => {
    const { body } = await getJson(
      eventsUrl(emu, 'au', '/v1/events', { types: 'ignition,driver', from: tuesday, to: wednesday }),
      auKey,
    );
    const events = body as Event[];
    const sydneyDate = (ms: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(ms);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => sydneyDate(e.timeAt) === tuesday)).toBe(true);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['ignition', 'driver']));
  });

  it('single-type and one-event endpoints, and each constraint', async () => {
    const params = { from: wednesday, to: thursday };
    const ignition = (await getJson(eventsUrl(emu, 'au', '/v1/events/ignition', params), auKey))
      .body as Event[];
    expect(ignition.length).toBeGreaterThan(0);
    expect(ignition.every((e) => e.type === 'ignition')).toBe(true);
    const first = ignition[0] as Event;
    const one = await getJson(eventsUrl(emu, 'au', `/v1/events/ignition/${first.id}`, params), auKey);
    expect(one).toMatchObject({ status: 200, body: { id: first.id, type: 'ignition' } });
    expect((await getJson(eventsUrl(emu, 'au', `/v1/events/driver/${first.id}`, params), auKey)).status).toBe(
      404,
    );
    const elsewhere = { from: saturday, to: sunday };
    expect(
      (await getJson(eventsUrl(emu, 'au', `/v1/events/ignition/${first.id}`, elsewhere), auKey)).status,
    ).toBe(404);

    const byVehicle = (
      await getJson(
        eventsUrl(emu, 'au', '/v1/events', { ...params, vehicleIds: String(first.vehicleId) }),
        auKey,
      )
    ).body as Event[];
    expect(byVehicle.length).toBeGreaterThan(0);
    expect(byVehicle.every((e) => e.vehicleId === first.vehicleId)).toBe(true);
    const byTrip = (
      await getJson(eventsUrl(emu, 'au', '/v1/events', { ...params, tripIds: String(first.tripId) }), auKey)
    ).body as Event[];
    expect(byTrip.length).toBeGreaterThan(0);
    expect(byTrip.every((e) => e.tripId === first.tripId)).toBe(true);
    const byFleet = (
      await getJson(eventsUrl(emu, 'au', '/v1/events', { ...params, fleetIds: '40011' }), auKey)
    ).body as Event[];
    expect(byFleet.length).toBeGreaterThan(0);
    expect(byFleet.every((e) => (e.vehicleId - 40010000 - 1) % 4 === 0)).toBe(true);
    const bad = await getJson(eventsUrl(emu, 'au', '/v1/events', { ...params, vehicleIds: '1,x' }), auKey);
    expect(bad).toMatchObject({
      status: 400,
      body: { status: 400, message: expect.stringContaining('vehicleIds') },
    });
  });

  it('defaults to the last 24 hours and refuses more than 7 days or a reversed range', async () => {
    const before = emu.now();
    const recent = (await getJson(eventsUrl(emu, 'au'), auKey)).body as Event[];
    const now = emu.now();
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((e) => e.timeAt >= before - 86_400_000 && e.timeAt < now)).toBe(true);
    // The platform's clock started at testNow: these are the test calendar's hours, not today's.
    expect(now - testNow).toBeLessThan(3_600_000);
    // Eight days: Wednesday to the Thursday of the next week.
    const long = await getJson(
      eventsUrl(emu, 'au', '/v1/events', { from: '2026-11-11', to: thursday }),
      auKey,
    );
    expect(long).toMatchObject({
      status: 400,
      body: { error: 'Bad Request', message: expect.stringContaining('7 days') },
    });
    expect(
      (await getJson(eventsUrl(emu, 'au', '/v1/events', { from: thursday, to: wednesday }), auKey)).status,
    ).toBe(400);
    expect((await getJson(eventsUrl(emu, 'au', '/v1/events', { from: 'yesterday' }), auKey)).status).toBe(
      400,
    );
    const iso = await getJson(
      eventsUrl(emu, 'au', '/v1/events', {
        from: new Date(now - 3_600_000).toISOString(),
        to: new Date(now).toISOString(),
      }),
      auKey,
    );
    expect(iso.status).toBe(200);
  });

  it('company and integration keys see their company; other regions’ and unknown keys are refused', async () => {
    const params = { from: wednesday, to: thursday };
    const keys = emu.keys.au ?? { company: '', integration: '' };
    for (const key of [keys.company, keys.integration]) {
      const { status, body } = await getJson(eventsUrl(emu, 'au', '/v1/events', params), key);
      expect(status).toBe(200);
      expect((body as Event[]).length).toBeGreaterThan(0);
      expect((body as Event[]).every((e) => e.companyId === 4001)).toBe(true);
    }
    const foreign = await getJson(
      eventsUrl(emu, 'au', '/v1/events', { ...params, vehicleIds: '40020001' }),
      auKey,
    );
    expect(foreign).toMatchObject({
      status: 403,
      body: { error: 'Forbidden', message: expect.stringContaining('40020001') },
    });
    expect((await getJson(eventsUrl(emu, 'nz', '/v1/events', params), auKey)).status).toBe(401);
    expect((await getJson(eventsUrl(emu, 'au', '/v1/events', params), 'made-up')).status).toBe(401);
    expect((await getJson(eventsUrl(emu, 'au', '/v1/events', params))).status).toBe(401);
  });

  it('answers CORS preflights for the app origins only', async () => {
    const preflight = (origin: string) =>
      fetch(eventsUrl(emu, 'au'), {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
    const ok = await preflight('http://localhost:5173');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(ok.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('is deterministic per seed and differs between seeds and regions', async () => {
    const params = { from: monday, to: tuesday };
    const again = await getJson(eventsUrl(emu, 'au', '/v1/events', params), auKey);
    expect((await getJson(eventsUrl(emu, 'au', '/v1/events', params), auKey)).body).toEqual(again.body);
    const other = await startTestEmulator({ seed: 'another-seed' });
    try {
      const otherKey = await userKey(other, 'au');
      const different = await getJson(eventsUrl(other, 'au', '/v1/events', params), otherKey);
      expect(different.body).not.toEqual(again.body);
    } finally {
      await other.close();
    }
  });
});
