import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDayStore } from './fleet-data/day-store.ts';
import { buildRegionNames } from './names/name-catalog.ts';
import { regionById } from './region-list.ts';
import { defaultAppOrigins } from './start.ts';
import { eventsUrl, getJson, startTestEmulator, testDays, type Emulator } from './test-support.ts';

let emu: Emulator;
const keys: Record<string, string> = {};
// Company keys are scoped like user keys and need no sign-in; starting nine identity providers is the slow part.
beforeAll(async () => {
  emu = await startTestEmulator({ seed: 'test-seed' });
  for (const [region, { company }] of Object.entries(emu.keys)) keys[region] = company;
}, 30_000);
afterAll(() => emu.close());

const vehicleSchema = z.strictObject({
  id: z.number().int(),
  companyId: z.number().int(),
  fleetId: z.number().int(),
  deviceId: z.number().int(),
  name: z.string().min(1),
  registration: z.string().min(1),
  make: z.string().min(1),
  model: z.string().min(1),
  year: z.number().int(),
  homeCity: z.string().min(1),
});
const deviceSchema = z.strictObject({
  id: z.number().int(),
  companyId: z.number().int(),
  vehicleId: z.number().int(),
  name: z.string().min(1),
  serial: z.string().regex(/^\d{15}$/),
  driver: z.string().min(1),
});
const companySchema = z.strictObject({
  id: z.number().int(),
  name: z.string().min(1),
  registrationNumber: z.string().min(1),
});
const fleetSchema = z.strictObject({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string().min(1),
  vehicleCount: z.number().int().positive(),
  description: z.string().min(1),
});
const tripSchema = z.strictObject({
  id: z.number().int(),
  companyId: z.number().int(),
  vehicleId: z.number().int(),
  name: z.string().min(1),
  startAt: z.number().int(),
  endAt: z.number().int(),
  inProgress: z.boolean(),
  startLocation: z.string(),
  endLocation: z.string(),
  distanceKm: z.number().nonnegative(),
  summary: z.string().min(1),
});
const eventSchema = z.object({
  vehicleId: z.number(),
  deviceId: z.number(),
  tripId: z.number(),
  companyId: z.number(),
  timeAt: z.number(),
});

const api = (region: string, path: string) => `${emu.url}/${region}${path}`;

async function list<T>(region: string, path: string, schema: z.ZodType<T>): Promise<T[]> {
  const { status, body } = await getJson(api(region, path), keys[region]);
  expect(status).toBe(200);
  return z.array(schema).parse(body);
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let value = Number(char);
    if (index % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
    sum += value;
  });
  return sum % 10 === 0;
}

describe('entity names', () => {
  it.each([
    [
      'au',
      /^Ute|^Van|^Truck|^Prime Mover/,
      /^[A-Z]{2}-\d{2}-[A-Z]{2}$|^\d[A-Z]{2}-\d[A-Z]{2}$|^\d{3}-[A-Z]{2}\d$/,
    ],
    ['nz', /^Ute|^Van|^Truck|^Prime Mover/, /^[A-Z]{3}\d{3}$/],
    [
      'us',
      /^Pickup|^Cargo Van|^Box Truck|^Tractor/,
      /^[A-Z]{2} \d{5}$|^[A-Z]{3}-\d{4}$|^[A-Z]{3}-[A-Z]\d{2}$/,
    ],
    ['uk', /^Van|^Pickup|^Luton|^Lorry/, /^[LMB][A-Z]\d{2} [A-Z]{3}$/],
    ['mx', /^Camioneta|^Furgoneta|^Camión|^Tractocamión/, /^[A-Z]{3}-\d{3}-[A-Z]$/],
    [
      'latam',
      /^Picape|^Furgão|^Caminhão|^Cavalo Mecânico/,
      /^[A-Z]{3}\d[A-Z]\d{2}$|^[A-Z]{2} \d{3} [A-Z]{2}$|^[A-Z]{2}·[A-Z]{2}·\d{2}$/,
    ],
  ])(
    '%s: every vehicle of the company has a name and a registration in the region’s style',
    async (region, name, plate) => {
      const vehicles = await list(region, '/v1/vehicles', vehicleSchema);
      expect(vehicles).toHaveLength(40);
      for (const vehicle of vehicles) {
        expect(vehicle.name).toMatch(name);
        expect(vehicle.name).toMatch(/ \d+$/);
        expect(vehicle.registration).toMatch(plate);
      }
      expect(new Set(vehicles.map((v) => v.name)).size).toBe(40);
      expect(new Set(vehicles.map((v) => v.registration)).size).toBe(40);
    },
  );

  it('names every vehicle, device, trip, company and fleet the events of a day carry', async () => {
    const { body } = await getJson(
      eventsUrl(emu, 'au', '/v1/events', { from: testDays.wednesday, to: testDays.thursday }),
      keys.au,
    );
    const events = z.array(eventSchema).parse(body);
    const ids = (pick: (e: z.infer<typeof eventSchema>) => number) => [...new Set(events.map(pick))];
    const vehicles = await list('au', `/v1/vehicles?ids=${ids((e) => e.vehicleId).join(',')}`, vehicleSchema);
    expect(vehicles.map((v) => v.id).sort()).toEqual(ids((e) => e.vehicleId).sort());
    const devices = await list('au', `/v1/devices?ids=${ids((e) => e.deviceId).join(',')}`, deviceSchema);
    expect(devices).toHaveLength(ids((e) => e.deviceId).length);
    expect(devices.every((d) => luhnValid(d.serial))).toBe(true);
    const tripIds = ids((e) => e.tripId);
    const trips = await list('au', `/v1/trips?ids=${tripIds.join(',')}`, tripSchema);
    expect(trips.map((t) => t.id)).toEqual(tripIds);
    for (const trip of trips) {
      const own = events.filter((e) => e.tripId === trip.id);
      expect(own.every((e) => e.vehicleId === trip.vehicleId)).toBe(true);
      expect(trip.startAt).toBe(Math.min(...own.map((e) => e.timeAt)));
      expect(trip.name).toMatch(/^.+, trip \d on \d{4}-\d{2}-\d{2}$/);
      expect(trip.summary).toMatch(/^\d{2}:\d{2}–\d{2}:\d{2} · [\d.]+ km$/);
    }
    const [company] = await list('au', '/v1/companies', companySchema);
    expect(company).toMatchObject({ id: 4001, name: expect.stringMatching(/ Pty Ltd$/) });
    expect(company?.registrationNumber).toMatch(/^ABN \d{2} \d{3} \d{3} \d{3}$/);
    const fleets = await list('au', '/v1/fleets?ids=40011,40012,40013,40014', fleetSchema);
    expect(fleets.map((f) => [f.name, f.description])).toEqual([
      ['Metro Deliveries', '10 vehicles'],
      ['Field Service', '10 vehicles'],
      ['Heavy Haulage', '10 vehicles'],
      ['Regional Freight', '10 vehicles'],
    ]);
  });

  it('gives the same names for the same seed and other names for another seed', async () => {
    const first = await getJson(api('au', '/v1/vehicles'), keys.au);
    const again = await getJson(api('au', '/v1/vehicles'), keys.au);
    expect(again.body).toEqual(first.body);
    const au = regionById('au');
    if (!au) throw new Error('no au');
    const namesFor = (seed: string) => [
      ...buildRegionNames(au, createDayStore({ seed, vehicles: 40 }), seed).vehicles.values(),
    ];
    expect(namesFor('test-seed').filter((v) => v.companyId === 4001)).toEqual(
      z.array(vehicleSchema).parse(first.body),
    );
    expect(namesFor('another-seed').map((v) => v.registration)).not.toEqual(
      namesFor('test-seed').map((v) => v.registration),
    );
  });

  it('answers one entity by id, in Spanish and Portuguese where the region speaks them', async () => {
    const { status, body } = await getJson(api('mx', '/v1/devices/180010001'), keys.mx);
    expect(status).toBe(200);
    expect(deviceSchema.parse(body).name).toMatch(/^(Tableta|Celular) de \S+ \S+$/);
    const fleet = await getJson(api('latam', '/v1/fleets/90011'), keys.latam);
    expect(fleetSchema.parse(fleet.body).description).toBe('10 veículos');
  });
});

describe('entity scope and errors', () => {
  it('lets a key see its own company only: one of another company is a 403, a list leaves it out', async () => {
    const foreign = await getJson(api('au', '/v1/vehicles/40020001'), keys.au);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({
      status: 403,
      error: 'Forbidden',
      message: expect.stringContaining('40020001'),
    });
    expect((await getJson(api('au', '/v1/companies/4002'), keys.au)).status).toBe(403);
    const mixed = await list('au', '/v1/vehicles?ids=40020001,40010002,999,40010001', vehicleSchema);
    expect(mixed.map((v) => v.id)).toEqual([40010002, 40010001]);
    const all = await list('au', '/v1/devices', deviceSchema);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((d) => d.companyId === 4001)).toBe(true);
  });

  it.each([
    ['/v1/vehicles/123', 404, 'No vehicle 123.'],
    ['/v1/trips/99999', 404, 'No trip 99999.'],
    ['/v1/vehicles/abc', 400, 'The vehicle id must be a whole number; got "abc".'],
    ['/v1/vehicles?ids=1,x', 400, expect.stringContaining('"ids" must be comma-separated whole numbers')],
    ['/v1/trips', 400, expect.stringContaining('Trips are listed by id only')],
    [
      `/v1/vehicles?ids=${Array.from({ length: 501 }, (_, i) => i + 1).join(',')}`,
      400,
      'At most 500 ids per request; got 501.',
    ],
    ['/v1/drivers', 404, 'No such endpoint: /v1/drivers'],
  ])('%s: %i', async (path, status, message) => {
    const { status: got, body } = await getJson(api('au', path), keys.au);
    expect(got).toBe(status);
    expect(body).toEqual({ status, error: expect.any(String), message });
  });

  it('refuses no key and another region’s key with a 401', async () => {
    expect((await getJson(api('au', '/v1/vehicles'))).status).toBe(401);
    expect((await getJson(api('au', '/v1/vehicles'), keys.nz)).status).toBe(401);
  });

  it('sends CORS headers to the app and answers its preflight', async () => {
    const origin = defaultAppOrigins[0] ?? '';
    const { headers } = await getJson(api('au', '/v1/vehicles?ids=40010001'), keys.au, { Origin: origin });
    expect(headers.get('access-control-allow-origin')).toBe(origin);
    const preflight = await fetch(api('au', '/v1/vehicles?ids=40010001'), {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
  });
});
