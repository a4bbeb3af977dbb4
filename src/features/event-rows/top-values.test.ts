import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../event-data';
import { topValues } from './top-values';
import { attributeKeys } from './value-codes';

const events = [
  {
    id: 1,
    type: 'ignition',
    action: 'ON',
    timeAt: 1,
    vehicleId: 30,
    odometer: 10,
    attributes: { status: 'OK' },
  },
  { id: 2, type: 'ignition', action: 'OFF', timeAt: 2, vehicleId: 20, odometer: 10 },
  { id: 3, type: 'driver', action: 'Work', timeAt: 3, vehicleId: 30, attributes: { status: 'LOW', seq: 5 } },
  { id: 4, type: 'driver', timeAt: 4, vehicleId: 10, odometer: 2.5, attributes: { status: null } },
  { id: 5, type: 'ignition', action: 'ON', timeAt: 5, attributes: { status: 'OK', 'battery.level': 5 } },
  { id: 6, type: 'ignition', action: 'ON', timeAt: 6, vehicleId: 20, attributes: { seq: '5' } },
];
const store = storeFromEvents(events);

describe('topValues', () => {
  it('counts values over the given rows, most frequent first, with the share denominator', () => {
    expect(topValues(store, store.rows, 'action')).toEqual({
      values: [
        { value: 'ON', count: 3 },
        { value: 'OFF', count: 1 },
        { value: 'Work', count: 1 },
        { value: null, count: 1 },
      ],
      rows: 6,
      distinct: 4,
    });
  });

  it('breaks ties in the column’s own order, numbers by value, absent last', () => {
    // vehicles: 20 ×2, 30 ×2, 10 ×1, absent ×1.
    expect(topValues(store, store.rows, 'vehicle').values).toEqual([
      { value: '20', count: 2 },
      { value: '30', count: 2 },
      { value: '10', count: 1 },
      { value: null, count: 1 },
    ]);
    expect(topValues(store, store.rows, 'odometer').values).toEqual([
      { value: null, count: 3 },
      { value: '10', count: 2 },
      { value: '2.5', count: 1 },
    ]);
  });

  it('keeps only the best of a long list, the cut decided by count then order', () => {
    const many = storeFromEvents(
      Array.from({ length: 30 }, (_, i) => ({
        id: i + 1,
        type: 'ignition',
        timeAt: i,
        vehicleId: 100 + (i % 15),
      })),
    );
    const top = topValues(many, many.rows, 'vehicle', 10);
    expect(top.values.map((v) => v.value)).toEqual(Array.from({ length: 10 }, (_, i) => String(100 + i)));
    expect(top.values.every((v) => v.count === 2)).toBe(true);
    expect(top.distinct).toBe(15);
  });

  it('counts only the rows given', () => {
    const vehicle = store.column('vehicleId');
    const some = store.rows.filter((g) => store.dictionary.number(vehicle[g] as number) === 30);
    expect(topValues(store, some, 'type')).toEqual({
      values: [
        { value: 'driver', count: 1 },
        { value: 'ignition', count: 1 },
      ],
      rows: 2,
      distinct: 2,
    });
  });

  it('treats attribute keys as columns: values as sent, JSON null and missing keys absent', () => {
    expect(attributeKeys(store)).toEqual(['battery.level', 'seq', 'status']);
    expect(topValues(store, store.rows, 'attr.status').values).toEqual([
      { value: null, count: 3 },
      { value: 'OK', count: 2 },
      { value: 'LOW', count: 1 },
    ]);
    // The number 5 and the text "5" are the same value here, as in search.
    expect(topValues(store, store.rows, 'attr.seq').values).toEqual([
      { value: null, count: 4 },
      { value: '5', count: 2 },
    ]);
    expect(topValues(store, store.rows, 'attr.nothing').values).toEqual([{ value: null, count: 6 }]);
  });

  it('reads GPS validity as true and false', () => {
    const fixes = storeFromEvents([
      { id: 1, type: 'ignition', timeAt: 1, GPS: { Lat: -33.8, Lng: 151.2, valid: true } },
      { id: 2, type: 'ignition', timeAt: 2, GPS: { Lat: -33.8, Lng: 151.2, valid: false } },
      { id: 3, type: 'ignition', timeAt: 3, GPS: { Lat: -33.8, Lng: 151.2, valid: true } },
      { id: 4, type: 'ignition', timeAt: 4 },
    ]);
    expect(topValues(fixes, fixes.rows, 'gpsValid').values).toEqual([
      { value: 'true', count: 2 },
      { value: 'false', count: 1 },
      { value: null, count: 1 },
    ]);
  });
});
