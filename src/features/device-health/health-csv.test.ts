import { describe, expect, it } from 'vitest';
import { afterShifts, cleanShift } from '../../testing/health-test-events';
import { storeFromEvents } from '../event-data';
import { healthCsv } from './health-csv';
import { healthInSlices } from './health-in-slices';
import { defaultHealthSettings } from './health-types';

describe('healthCsv', () => {
  it('writes one line per device with plain numbers, UTC times and the findings', async () => {
    const late = cleanShift(3, 5).map((e) => ({
      ...e,
      createdAt: new Date(e.timeAt + 3_600_000).toISOString(),
    }));
    const store = storeFromEvents([...cleanShift(1, 5), ...late]);
    const table = await healthInSlices(store, store.rows, { ...defaultHealthSettings, now: afterShifts });
    const [header, first, second] = healthCsv('device', table).split('\r\n');
    const columns = header?.split(',') ?? [];
    expect(columns.slice(0, 5)).toEqual(['deviceId', 'score', 'events', 'firstSeen_utc', 'lastSeen_utc']);
    expect(columns.at(-1)).toBe('findings');
    const value = (line: string | undefined, name: string) => line?.split(',')[columns.indexOf(name)];
    expect(value(first, 'deviceId')).toBe('3');
    expect(value(first, 'delayMedian_ms')).toBe('3600000');
    expect(value(first, 'findings')).toBe('lateDelivery');
    expect(value(second, 'firstSeen_utc')).toBe('2026-11-20T08:00:00.000Z');
    expect(value(second, 'findings')).toBe('');
  });

  it('names each device beside its id once its name is known, a formula-like name made harmless', async () => {
    const store = storeFromEvents([...cleanShift(1, 5), ...cleanShift(3, 5)]);
    const table = await healthInSlices(store, store.rows, { ...defaultHealthSettings, now: afterShifts });
    const names = new Map([[1, '=HYPERLINK("x")']]);
    const lines = healthCsv('device', table, (id) => names.get(id)).split('\r\n');
    const columns = lines[0]?.split(',') ?? [];
    expect(columns.slice(0, 3)).toEqual(['deviceId', 'deviceName', 'score']);
    const byId = Object.fromEntries(lines.slice(1).map((line) => [line.split(',')[0], line]));
    expect(byId['1']).toMatch(/^1,"'=HYPERLINK\(""x""\)",/);
    expect(byId['3']).toMatch(/^3,,/);
  });
});
