import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  eventsUrl,
  getJson,
  startTestEmulator,
  testDays,
  withControlHeaders,
  type Emulator,
} from './test-support.ts';

type Json = Record<string, unknown>;

let emu: Emulator;
let key: string;
/** A past AU day as the standard dialect sends it: the baseline every switch is compared with. */
let standard: Json[];
/** A whole weekday: the fleet's weekends are quiet, and the checks need a full day. */
const D = testDays.wednesday;
const oneDay = { from: D, to: testDays.thursday };

beforeAll(async () => {
  emu = await startTestEmulator({ testControls: true, seed: 'dialects' });
  key = emu.keys.au?.company ?? '';
  standard = (await getJson(eventsUrl(emu, 'au', '/v1/events', oneDay), key)).body as Json[];
});
afterAll(() => emu.close());
beforeEach(async () => {
  await fetch(`${emu.url}/__controls/reset`, withControlHeaders({ method: 'POST' }));
});

const setDialect = (dialect: string | string[], region?: string) =>
  fetch(
    `${emu.url}/__controls/dialect`,
    withControlHeaders({
      method: 'POST',
      body: JSON.stringify({ dialect, ...(region ? { region } : {}) }),
    }),
  );

const fetchDay = async (params: Record<string, string> = oneDay, region = 'au') =>
  (
    await getJson(
      eventsUrl(emu, region, '/v1/events', params),
      region === 'au' ? key : emu.keys[region]?.company,
    )
  ).body as Json[];

const byId = (events: Json[]) => new Map(events.map((e) => [e.id, e]));
const gps = (event: Json | undefined) => event?.GPS as Json;

describe('API dialects', () => {
  it('standard omits absent fields and sends the spec’s types', () => {
    expect(standard.length).toBeGreaterThan(500);
    expect(standard.some((e) => !('companyVersion' in e))).toBe(true);
    expect(
      Object.values(standard)
        .flatMap((e) => Object.values(e))
        .includes(null),
    ).toBe(false);
    const [first] = standard;
    expect(typeof first?.odometer).toBe('number');
    expect(typeof (first?.attributes as Json).seq).toBe('string');
  });

  it('nulls: absent fields are written as null, and some events lack a trip, a fix, an action or attributes', async () => {
    await setDialect('nulls', 'au');
    const events = await fetchDay();
    expect(events.map((e) => e.id)).toEqual(standard.map((e) => e.id));
    for (const event of events) {
      for (const field of ['companyVersion', 'deviceVersion', 'vehicleVersion', 'tripId', 'action'])
        expect(event).toHaveProperty(field);
      expect(event).toHaveProperty('GPS');
      expect(event).toHaveProperty('attributes');
    }
    const share = (field: string) => events.filter((e) => e[field] === null).length / events.length;
    expect(share('companyVersion')).toBeGreaterThan(0.5);
    for (const field of ['tripId', 'GPS']) {
      expect(share(field)).toBeGreaterThan(0.02);
      expect(share(field)).toBeLessThan(0.1);
    }
    expect(share('action')).toBeGreaterThan(0);
    expect(share('attributes')).toBeGreaterThan(0);
    // An event without a trip is not found by its (withheld) trip id.
    const tripless = events.find((e) => e.tripId === null);
    const original = standard.find((e) => e.id === tripless?.id);
    const sameTrip = await fetchDay({ ...oneDay, tripIds: String(original?.tripId) });
    expect(sameTrip.map((e) => e.id)).not.toContain(tripless?.id);
  });

  it('numbers-as-text: odometer, entity ids and coordinates are numeric strings; id and timeAt stay numbers', async () => {
    await setDialect('numbers-as-text', 'au');
    const events = byId(await fetchDay());
    const original = standard.find((e) => gps(e).valid === true) as Json;
    const sent = events.get(original.id) as Json;
    for (const field of ['odometer', 'companyId', 'deviceId', 'vehicleId', 'tripId'])
      expect(sent[field]).toBe(String(original[field]));
    expect(gps(sent).Lat).toBe(String(gps(original).Lat));
    expect(gps(sent).Lng).toBe(String(gps(original).Lng));
    expect(sent.id).toBe(original.id);
    expect(sent.timeAt).toBe(original.timeAt);
  });

  it('typed-attributes: numeric and yes/no attribute values are JSON numbers and booleans', async () => {
    await setDialect('typed-attributes', 'au');
    const [sent] = await fetchDay();
    const [original] = standard;
    const attributes = sent?.attributes as Json;
    const before = original?.attributes as Json;
    expect(attributes.seq).toBe(Number(before.seq));
    expect(attributes.canOdometer).toBe(Number(before.canOdometer));
    expect(attributes.canEngineHours).toBe(Number(before.canEngineHours));
    expect(attributes.status).toBe(before.status);
    expect(typeof attributes.lowBattery).toBe('boolean');
  });

  it('seconds: timeAt and GPS.At are epoch seconds, in lists and in the one-event lookup', async () => {
    await setDialect('seconds', 'au');
    const events = byId(await fetchDay());
    const original = standard[10] as Json;
    const sent = events.get(original.id) as Json;
    expect(sent.timeAt).toBe(Math.floor((original.timeAt as number) / 1000));
    expect(gps(sent).At).toBe(Math.floor((gps(original).At as number) / 1000));
    const one = await getJson(
      eventsUrl(emu, 'au', `/v1/events/${String(original.type)}/${String(original.id)}`, oneDay),
      key,
    );
    expect((one.body as Json).timeAt).toBe(sent.timeAt);
  });

  it('inclusive-to: from=D&to=D is day D, and seven dates is the most', async () => {
    expect((await getJson(eventsUrl(emu, 'au', '/v1/events', { from: D, to: D }), key)).status).toBe(400);
    await setDialect('inclusive-to', 'au');
    expect((await fetchDay({ from: D, to: D })).map((e) => e.id)).toEqual(standard.map((e) => e.id));
    // Seven dates, both ends included: Friday 13 to Thursday 19; eight: from Thursday 12.
    const week = await getJson(
      eventsUrl(emu, 'au', '/v1/events', { from: '2026-11-13', to: '2026-11-19' }),
      key,
    );
    expect(week.status).toBe(200);
    const over = await getJson(
      eventsUrl(emu, 'au', '/v1/events', { from: '2026-11-12', to: '2026-11-19' }),
      key,
    );
    expect(over.status).toBe(400);
  });

  it('dates-only (strict): timestamps get a 400 that says dates are needed; dates still work', async () => {
    const iso = { from: `${D}T02:00:00Z`, to: `${D}T04:00:00+00:00` };
    expect((await getJson(eventsUrl(emu, 'au', '/v1/events', iso), key)).status).toBe(200);
    await setDialect('strict', 'au');
    const refused = await getJson(eventsUrl(emu, 'au', '/v1/events', iso), key);
    expect(refused).toMatchObject({ status: 400, body: { message: expect.stringContaining('YYYY-MM-DD') } });
    expect((await fetchDay()).length).toBe(standard.length);
  });

  it('jackson combines nulls, numbers as text and typed attributes', async () => {
    await setDialect('jackson', 'au');
    const events = await fetchDay();
    expect(events.some((e) => e.tripId === null)).toBe(true);
    expect(events.some((e) => typeof e.vehicleId === 'string')).toBe(true);
    expect(events.some((e) => typeof (e.attributes as Json | null)?.seq === 'number')).toBe(true);
  });
});

describe('the dialect control', () => {
  it('changes one region only, lists every region’s dialect, and refuses unknown names', async () => {
    const response = await setDialect(['seconds', 'nulls'], 'au');
    expect(response.status).toBe(200);
    const { dialects } = (await (
      await fetch(`${emu.url}/__controls/dialect`, withControlHeaders())
    ).json()) as {
      dialects: Record<string, string[]>;
    };
    expect(dialects.au).toEqual(['nulls', 'seconds']);
    expect(dialects.nz).toEqual([]);
    const nz = await fetchDay(oneDay, 'nz');
    expect(nz.every((e) => (e.timeAt as number) > 1e12)).toBe(true);
    const bad = await setDialect('yaml');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Json).message).toContain('jackson');
    expect((await setDialect('jackson', 'mars')).status).toBe(400);
  });

  it('reset restores the dialect the emulator started with (EMULATOR_DIALECT)', async () => {
    const other = await startTestEmulator({ testControls: true, dialect: 'seconds' });
    try {
      const list = async () =>
        (
          (await (await fetch(`${other.url}/__controls/dialect`, withControlHeaders())).json()) as {
            dialects: Record<string, string[]>;
          }
        ).dialects;
      expect((await list()).uk).toEqual(['seconds']);
      await fetch(
        `${other.url}/__controls/dialect`,
        withControlHeaders({
          method: 'POST',
          body: JSON.stringify({ dialect: 'standard' }),
        }),
      );
      expect((await list()).uk).toEqual([]);
      await fetch(`${other.url}/__controls/reset`, withControlHeaders({ method: 'POST' }));
      expect((await list()).uk).toEqual(['seconds']);
    } finally {
      await other.close();
    }
  });
});
