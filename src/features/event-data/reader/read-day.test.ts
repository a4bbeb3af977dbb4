import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../store/store-from-events';
import { toApiShape } from './api-shape';
import type { FleetEvent } from './event-object';
import { fieldBit, type SecondaryField } from './day-chunk';
import { Dictionary } from './dictionary';
import { InternPool } from './intern';
import { parseJsonText } from './parse-text';
import { readDay } from './read-day';

const wellFormed = {
  id: 7,
  companyId: 4001,
  deviceId: 900,
  vehicleId: 800,
  tripId: 55,
  type: 'ignition',
  action: 'ON',
  location: '3 Oxford St, Sydney NSW',
  timeAt: 1_763_600_000_000,
  createdAt: '2025-11-20T11:53:21.123+11:00',
  odometer: 31363.05,
  origin: 'device',
  attributes: { seq: '12', status: 'OK' },
  GPS: { valid: true, Lat: -33.87, Lng: 151.21, At: 1_763_599_999_000 },
};

const all = (events: unknown[], options: { timeUnit: 'ms' | 's' } = { timeUnit: 'ms' }) => {
  const store = storeFromEvents(events, undefined, options);
  return { store, events: Array.from(store.rows, (g) => store.event(g)) };
};

describe('the tolerant reader', () => {
  it('reads a well-formed event exactly, and writes it back in the same shape', () => {
    const { events, store } = all([wellFormed]);
    expect(events).toHaveLength(1);
    expect(toApiShape(events[0] as FleetEvent)).toEqual(wellFormed);
    expect(store.report).toMatchObject({
      received: 1,
      skippedCount: 0,
      duplicates: 0,
      lenient: {},
      nulls: {},
    });
  });

  it('reads null as absent and keeps the event', () => {
    const { events, store } = all([
      {
        ...wellFormed,
        companyVersion: null,
        tripId: null,
        action: null,
        attributes: null,
        GPS: null,
        location: null,
      },
    ]);
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).not.toHaveProperty('tripId');
    expect(event).not.toHaveProperty('action');
    expect(event).not.toHaveProperty('GPS');
    expect(event).not.toHaveProperty('attributes');
    expect(event?.unreadable).toEqual({});
    expect(store.report.nulls).toEqual({
      companyVersion: 1,
      tripId: 1,
      action: 1,
      attributes: 1,
      GPS: 1,
      location: 1,
    });
  });

  it('keeps attribute values of any JSON type, with the type they came as', () => {
    const { events, store } = all([
      { ...wellFormed, attributes: { seq: 12, canOdometer: 1234.5, moving: false, note: null } },
    ]);
    expect(events[0]?.attributes).toEqual([
      { key: 'seq', kind: 'number', text: '12' },
      { key: 'canOdometer', kind: 'number', text: '1234.5' },
      { key: 'moving', kind: 'boolean', text: 'false' },
      { key: 'note', kind: 'null', text: 'null' },
    ]);
    expect(store.report.lenient).toEqual({ attributes: 1 });
  });

  it('reads numbers sent as text as the numbers', () => {
    const { events, store } = all([
      {
        ...wellFormed,
        id: '7',
        timeAt: String(wellFormed.timeAt),
        odometer: '31363.05',
        vehicleId: '800',
        GPS: { valid: 'true', Lat: '-33.87', Lng: '151.21' },
      },
    ]);
    expect(events[0]).toMatchObject({
      id: 7,
      timeAt: wellFormed.timeAt,
      odometer: 31363.05,
      vehicleId: 800,
      GPS: { valid: true, Lat: -33.87, Lng: 151.21 },
    });
    expect(store.report.lenient).toEqual({ id: 1, timeAt: 1, odometer: 1, vehicleId: 1, GPS: 1 });
  });

  it('makes an unreadable field unreadable, never the event, and keeps it as sent', () => {
    const { events, store } = all([
      { ...wellFormed, id: 1, odometer: 'abc' },
      { ...wellFormed, id: 2, GPS: { valid: true, Lat: 'x', Lng: 151.2 } },
      { ...wellFormed, id: 3, GPS: { valid: true, Lat: 95, Lng: 151.2 } },
      { ...wellFormed, id: 4, vehicleId: { nested: true }, attributes: 'seq=1' },
    ]);
    expect(events.map((e) => e.id)).toEqual([4, 3, 2, 1]);
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get(1)?.unreadable).toEqual({ odometer: '"abc"' });
    expect(byId.get(1)).not.toHaveProperty('odometer');
    expect(byId.get(2)?.unreadable).toEqual({ GPS: '{"valid":true,"Lat":"x","Lng":151.2}' });
    expect(byId.get(3)).not.toHaveProperty('GPS');
    expect(byId.get(4)?.unreadable).toEqual({ vehicleId: '{"nested":true}', attributes: '"seq=1"' });
    expect(store.report.unreadable).toEqual({ odometer: 1, GPS: 2, vehicleId: 1, attributes: 1 });
    // The unreadable fix is counted with the invalid ones, not drawn.
    expect(Array.from(store.rows, (g) => store.column('gps')[g])).toEqual([1, 3, 3, 1]);
  });

  it('keeps a fix marked invalid, with its coordinates only where they are in range', () => {
    const at = 1_763_599_999_000;
    const { events, store } = all([
      { ...wellFormed, id: 1, GPS: { valid: false, Lat: -33.87, Lng: 151.21, At: at } },
      { ...wellFormed, id: 2, GPS: { valid: false, Lat: 95, Lng: 151.21, At: at } },
    ]);
    expect(events.map((e) => e.GPS)).toEqual([
      { valid: false, At: at },
      { valid: false, Lat: -33.87, Lng: 151.21, At: at },
    ]);
    expect(store.report.unreadable).toEqual({});
  });

  it('skips only what cannot be identified, and says why', () => {
    const { events, store } = all([
      wellFormed,
      { ...wellFormed, id: undefined },
      { ...wellFormed, id: 1.5 },
      { ...wellFormed, type: '' },
      { ...wellFormed, timeAt: 'yesterday' },
      'not an event',
    ]);
    expect(events).toHaveLength(1);
    expect(store.report.skippedCount).toBe(5);
    expect(store.report.skipped.map((s) => s.reason)).toEqual([
      'id: missing',
      'id: not a whole number (sent 1.5)',
      'type: missing',
      'timeAt: not a number (sent "yesterday")',
      'not an event object (sent "not an event")',
    ]);
  });

  it('keeps an event sent twice once, and counts the repeat', () => {
    const { events, store } = all([wellFormed, { ...wellFormed }, { ...wellFormed, type: 'driver' }]);
    expect(events.map((e) => e.type).sort()).toEqual(['driver', 'ignition']);
    expect(store.report.duplicates).toBe(1);
  });

  it('keeps fields the spec does not list, and counts them', () => {
    const { events, store } = all([{ ...wellFormed, driverId: 31, speed: { kmh: 42 } }]);
    expect(events[0]?.extra).toEqual({ driverId: 31, speed: { kmh: 42 } });
    expect(toApiShape(events[0] as FleetEvent)).toEqual({ ...wellFormed, driverId: 31, speed: { kmh: 42 } });
    expect(store.report.unknownFields).toEqual({ driverId: 1, speed: 1 });
  });

  it('keeps an id beyond 2^53 digit for digit', () => {
    const json = parseJsonText(
      `[${JSON.stringify({ ...wellFormed, id: 0 }).replace('"id":0', '"id":12345678901234567891')}]`,
    );
    const pool = new InternPool();
    const day = readDay(json, pool, { timeUnit: 'ms' });
    const dictionary = new Dictionary();
    dictionary.apply(pool.takeDelta());
    const store = storeFromEvents(json as unknown[]);
    expect(day?.report.exactIds).toBe(1);
    expect(store.event(store.rows[0] as number).idText).toBe('12345678901234567891');
    expect(store.idText(store.rows[0] as number)).toBe('12345678901234567891');
  });

  it('reads times in seconds when the region says so', () => {
    const seconds = { ...wellFormed, timeAt: 1_763_600_000, GPS: { ...wellFormed.GPS, At: 1_763_599_999 } };
    const { events } = all([seconds], { timeUnit: 's' });
    expect(events[0]).toMatchObject({ timeAt: 1_763_600_000_000, GPS: { At: 1_763_599_999_000 } });
  });

  it('writes createdAt back exactly, whatever form it came in', () => {
    const forms = [
      '2025-11-20T00:53:21.123Z',
      '2025-11-20T11:53:21.123+11:00',
      '2025-11-20 11:53:21',
      'soon',
    ];
    const { events } = all(forms.map((createdAt, i) => ({ ...wellFormed, id: i + 1, createdAt })));
    expect(events.map((e) => e.createdAt).reverse()).toEqual(forms);
  });

  it('fails the whole day only when the response is not a list', () => {
    expect(readDay({ events: [] }, new InternPool(), { timeUnit: 'ms' })).toBeNull();
  });

  it('marks on each event the fields it read leniently, as the unreadable ones', () => {
    const events = [
      { ...wellFormed, id: 1, odometer: '12.5', attributes: { seq: 3 } },
      { ...wellFormed, id: 2, timeAt: wellFormed.timeAt - 1, odometer: 'far' },
      { ...wellFormed, id: 3, timeAt: wellFormed.timeAt - 2 },
    ];
    const day = readDay(events, new InternPool(), { timeUnit: 'ms' });
    const bit = (field: SecondaryField) => fieldBit(field);
    expect(Array.from(day?.lenient ?? [])).toEqual([bit('odometer') | bit('attributes'), 0, 0]);
    expect(Array.from(day?.unreadable ?? [])).toEqual([0, bit('odometer'), 0]);
  });
});
