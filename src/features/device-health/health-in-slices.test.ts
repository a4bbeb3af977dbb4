import { describe, expect, it } from 'vitest';
import { EventStore, storeFromEvents } from '../event-data';
import { afterShifts, cleanShift, shiftStart } from '../../testing/health-test-events';
import { healthInSlices } from './health-in-slices';
import { defaultHealthSettings, type HealthSettings } from './health-types';

const settings: HealthSettings = { ...defaultHealthSettings, now: afterShifts };

describe('healthInSlices', () => {
  it('finds nothing wrong with a clean shift, and counts what it saw', async () => {
    const store = storeFromEvents(cleanShift(1));
    const [device] = await healthInSlices(store, store.rows, settings);
    expect(device).toMatchObject({
      id: 1,
      events: 33,
      firstSeen: shiftStart,
      lastSeen: shiftStart + 30 * 60_000 + 1_000,
      score: 0,
      findings: [],
      delayMedian: 2_000,
      longestGap: 60_000,
      gapsOver: 0,
    });
  });

  it('groups by device or by vehicle, events without one in a group of their own', async () => {
    const unnamed = { ...cleanShift(3, 1)[1], id: 99, deviceId: undefined, vehicleId: undefined };
    const store = storeFromEvents([...cleanShift(1, 5), ...cleanShift(2, 10), unnamed]);
    const devices = await healthInSlices(store, store.rows, settings);
    expect(devices.map((d) => [d.id, d.events])).toEqual([
      [2, 13],
      [1, 8],
      [NaN, 1],
    ]);
    const vehicles = await healthInSlices(store, store.rows, { ...settings, unit: 'vehicle' });
    expect(vehicles.map((v) => v.id)).toEqual([502, 501, NaN]);
  });

  it('puts the device most worth a look first, with its reasons largest first', async () => {
    const broken = cleanShift(2).map((e, i) => (i === 10 ? { ...e, odometer: 5 } : e));
    const late = cleanShift(3).map((e) => ({
      ...e,
      createdAt: new Date(e.timeAt + 3_600_000).toISOString(),
    }));
    const store = storeFromEvents([...cleanShift(1), ...late, ...broken]);
    const ranked = await healthInSlices(store, store.rows, settings);
    expect(ranked.map((d) => d.id)).toEqual([2, 3, 1]);
    expect(ranked[0]?.findings.map((f) => f.kind)).toEqual(['odometerBack', 'odometerJumps']);
    expect(ranked[1]?.findings.map((f) => f.kind)).toEqual(['lateDelivery']);
  });

  it('counts repeats the store merged and unreadable fields per device', async () => {
    const shift = cleanShift(4, 3);
    const day1 = storeFromEvents(shift);
    // Two responses that both carry the same events: the store keeps each once.
    const chunk = day1.days[0] as EventStore['days'][number];
    const store = new EventStore(
      ['a', 'b'].map((label) => ({ chunk, label, requested: day1.window })),
      day1.dictionary,
      day1.window,
    );
    const [device] = await healthInSlices(store, store.rows, settings);
    expect(device).toMatchObject({ events: 6, repeats: 6 });
    const spoiled = storeFromEvents(
      cleanShift(5, 3).map((e, i) =>
        i === 2 ? { ...e, odometer: 'far' } : i === 3 ? { ...e, odometer: '1001.2' } : e,
      ),
    );
    const [other] = await healthInSlices(spoiled, spoiled.rows, settings);
    expect(other).toMatchObject({
      unreadable: 1,
      unreadableAt: spoiled.rows[spoiled.rows.length - 3],
      lenient: 1,
      lenientAt: spoiled.rows[spoiled.rows.length - 4],
    });
  });

  it('counts the copies the reader merged within one response to the device that sent them', async () => {
    const shift = cleanShift(6, 3);
    const store = storeFromEvents([...shift, shift[2], shift[2], shift[4], ...cleanShift(7, 3)]);
    const table = await healthInSlices(store, store.rows, settings);
    const device = table.find((d) => d.id === 6);
    expect(device?.repeats).toBe(3);
    expect(store.at('id', device?.repeatsAt ?? -1)).toBe(shift[2]?.id);
    expect(device?.findings.map((f) => f.kind)).toEqual(['repeats']);
    expect(table.find((d) => d.id === 7)?.repeats).toBe(0);
  });

  it('stops when aborted', async () => {
    const store = storeFromEvents(cleanShift(1));
    const abort = new AbortController();
    abort.abort(new Error('new rows'));
    await expect(healthInSlices(store, store.rows, settings, abort.signal)).rejects.toThrow('new rows');
  });
});
