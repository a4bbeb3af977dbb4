import { describe, expect, it } from 'vitest';
import { checkFields } from './field-check.ts';
import { classifyTimes } from './time-unit.ts';

const good = {
  id: 1,
  type: 'ignition',
  timeAt: 1_790_000_000_000,
  companyId: 4001,
  deviceId: 7,
  vehicleId: 8,
  tripId: 9,
  action: 'ON',
  location: '1 Main St',
  createdAt: '2026-09-21T10:00:00.000+10:00',
  odometer: 12.5,
  origin: 'device',
  attributes: { seq: '1' },
  GPS: { valid: true, Lat: -33.8, Lng: 151.2, At: 1_790_000_000_000 },
};

const tally = (items: unknown[], name: string) => checkFields(items).fields.find((f) => f.field === name);

describe('checkFields', () => {
  it('counts each field as right, absent, null, number as text or unreadable', () => {
    const items = [
      good,
      { ...good, tripId: null, odometer: '31363.05', vehicleId: '800', companyVersion: 3 },
      { ...good, odometer: 'abc', GPS: { valid: true, Lat: 'x', Lng: 200, At: 5 } },
      { ...good, GPS: null, action: 7 },
    ];
    expect(tally(items, 'tripId')).toMatchObject({ ok: 3, null: 1 });
    expect(tally(items, 'odometer')).toMatchObject({ ok: 2, numberAsText: 1, unreadable: 1 });
    expect(tally(items, 'odometer')?.examples).toEqual(['"31363.05"', '"abc"']);
    expect(tally(items, 'vehicleId')).toMatchObject({ ok: 3, numberAsText: 1 });
    expect(tally(items, 'companyVersion')).toMatchObject({ ok: 1, absent: 3 });
    expect(tally(items, 'GPS')).toMatchObject({ ok: 3, null: 1 });
    expect(tally(items, 'GPS.Lat')).toMatchObject({ ok: 2, unreadable: 1 });
    expect(tally(items, 'GPS.Lng')).toMatchObject({ ok: 2, unreadable: 1 });
    expect(tally(items, 'action')).toMatchObject({ ok: 3, unreadable: 1 });
  });

  it('counts typed attribute values, nested ones as unreadable, and ids beyond 2^53', () => {
    const items = [
      { ...good, attributes: { seq: 12, canOdometer: 1234.5, moving: true } },
      { ...good, attributes: { nested: { a: 1 } } },
      { ...good, id: 2 ** 53 + 2 },
    ];
    expect(tally(items, 'attributes')).toMatchObject({ ok: 2, unreadable: 1, typedValues: 1 });
    expect(tally(items, 'id')?.unsafeIntegers).toBe(1);
  });

  it('counts unknown fields, items that are not objects, and events the app cannot identify', () => {
    const report = checkFields([
      { ...good, driverId: 5, GPS: { ...good.GPS, speed: 3 } },
      { ...good, driverId: 6 },
      { ...good, timeAt: null },
      { type: 'x' },
      'nope',
      null,
    ]);
    expect(report.unknownFields).toEqual({ driverId: 2, 'GPS.speed': 1 });
    expect(report.notObjects).toBe(2);
    expect(report.events).toBe(4);
    expect(report.unidentifiable).toBe(2);
  });
});

describe('classifyTimes', () => {
  const window = { from: Date.parse('2026-09-21T00:00:00Z'), to: Date.parse('2026-09-22T00:00:00Z') };
  it('tells milliseconds from seconds by magnitude against the window, numbers as text included', () => {
    const ms = window.from + 3_600_000;
    expect(classifyTimes([ms, String(ms), Math.floor(ms / 1000), 12, null], window)).toEqual({
      ms: 2,
      s: 1,
      neither: 1,
    });
  });
});
