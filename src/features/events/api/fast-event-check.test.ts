import { describe, expect, it } from 'vitest';
import { fleetEventSchema } from './event-schema';
import { isReadableEvent } from './fast-event-check';

const valid = {
  id: 25060025031,
  companyId: 1001,
  companyVersion: 3,
  deviceId: 50010001,
  vehicleId: 40010001,
  vehicleVersion: 2,
  tripId: 250600252,
  type: 'ignition',
  action: 'ON',
  location: '31 Collins St, Melbourne VIC',
  timeAt: 1794375700691,
  createdAt: '2026-11-11T16:41:43.120+11:00',
  odometer: 399238.7,
  origin: 'device',
  attributes: { seq: '1', status: 'ok' },
  GPS: { valid: true, Lat: -37.81, Lng: 144.96, At: 1794375700000 },
  unknownField: { kept: true },
};

const oddValues: unknown[] = [
  null,
  undefined,
  '',
  '1',
  1.5,
  -1,
  0,
  2 ** 60,
  Infinity,
  -Infinity,
  NaN,
  true,
  [],
  {},
  [1],
  { valid: true, Lat: 91, Lng: 0 },
  { valid: true, Lat: 0, Lng: -181 },
  { valid: 'yes', Lat: 0, Lng: 0 },
  { valid: false, Lat: 0, Lng: 0, At: 1.5 },
  { valid: false, Lat: 0, Lng: 0 },
  { seq: 1 },
  { seq: null },
  { seq: 'x', other: 'y' },
];

describe('isReadableEvent', () => {
  it('accepts a well-formed event, as the schema does', () => {
    expect(isReadableEvent(valid)).toBe(true);
    expect(fleetEventSchema.safeParse(valid).success).toBe(true);
  });

  it('agrees with the schema on every field given every odd value', () => {
    const disagreements: string[] = [];
    for (const field of Object.keys(valid)) {
      for (const value of oddValues) {
        const item = { ...valid, [field]: value };
        const fast = isReadableEvent(item);
        if (fast !== fleetEventSchema.safeParse(item).success)
          disagreements.push(`${field}=${JSON.stringify(value)}: fast says ${String(fast)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('agrees on what is not an object at all, and on missing required fields', () => {
    for (const item of [null, 1, 'x', [], [valid], true]) expect(isReadableEvent(item)).toBe(false);
    for (const field of ['id', 'type', 'timeAt']) {
      const item: Record<string, unknown> = { ...valid };
      Reflect.deleteProperty(item, field);
      expect(isReadableEvent(item)).toBe(false);
      expect(fleetEventSchema.safeParse(item).success).toBe(false);
    }
  });
});
