import { describe, expect, it } from 'vitest';
import { storeFromEvents } from '../store/store-from-events';
import { toApiShape } from './api-shape';
import type { FleetEvent } from './event-object';

const event = { id: 1, type: 'ignition', timeAt: 1_795_168_800_000 };
const tenUtc = Date.UTC(2026, 10, 20, 10);

function read(events: unknown[], timeUnit: 'ms' | 's' = 'ms') {
  const store = storeFromEvents(events, undefined, { timeUnit });
  const byId = new Map(Array.from(store.rows, (g) => [store.event(g).id, store.event(g)]));
  return { store, byId };
}

describe('times sent as ISO 8601 text', () => {
  it('reads a timeAt in ISO 8601 as the instant it names, leniently', () => {
    const forms = [
      '2026-11-20T10:00:00Z',
      '2026-11-20T12:00:00+02:00',
      '2026-11-20T05:30:00-0430',
      '2026-11-20 10:00:00z',
      '2026-11-20T10:00:00.123456Z',
      '2026-11-20T10:00Z',
      // No offset: read as UTC.
      '2026-11-20T10:00:00',
    ];
    const { store, byId } = read(forms.map((timeAt, i) => ({ ...event, id: i + 1, timeAt })));
    expect(forms.map((_, i) => byId.get(i + 1)?.timeAt)).toEqual([
      tenUtc,
      tenUtc,
      tenUtc,
      tenUtc,
      tenUtc + 123,
      tenUtc,
      tenUtc,
    ]);
    expect(store.report.lenient).toEqual({ timeAt: forms.length });
    expect(store.report.skippedCount).toBe(0);
  });

  it('does not scale ISO text by a region that sends seconds', () => {
    const { byId } = read(
      [
        {
          ...event,
          id: 1,
          timeAt: '2026-11-20T10:00:00Z',
          GPS: { valid: true, Lat: 1, Lng: 2, At: tenUtc / 1000 },
        },
        {
          ...event,
          id: 2,
          timeAt: tenUtc / 1000,
          GPS: { valid: true, Lat: 1, Lng: 2, At: '2026-11-20T10:00:00Z' },
        },
      ],
      's',
    );
    expect(byId.get(1)).toMatchObject({ timeAt: tenUtc, GPS: { At: tenUtc } });
    expect(byId.get(2)).toMatchObject({ timeAt: tenUtc, GPS: { At: tenUtc } });
  });

  it('takes no other text for a date', () => {
    const notDates = [
      'yesterday',
      '2026-11-20',
      '10:00:00Z',
      '2026-11-20T10:00:00Zjunk',
      '2026-02-30T10:00:00Z',
      '2026-13-01T10:00:00Z',
      '2026-11-20T24:00:00Z',
      '2026-11-20T10:00:00+24:00',
      'Fri, 20 Nov 2026 10:00:00 GMT',
      '20/11/2026 10:00',
    ];
    const { store } = read(notDates.map((timeAt, i) => ({ ...event, id: i + 1, timeAt })));
    expect(store.rows.length).toBe(0);
    expect(store.report.skipped.map((s) => s.why.problem)).toEqual(notDates.map(() => 'notNumber'));
  });

  it('reads a GPS fix time in ISO 8601 as its instant, leniently', () => {
    const { store, byId } = read([
      { ...event, GPS: { valid: true, Lat: -33.87, Lng: 151.21, At: '2026-11-20T12:00:00.5+02:00' } },
    ]);
    expect(byId.get(1)?.GPS).toEqual({ valid: true, Lat: -33.87, Lng: 151.21, At: tenUtc + 500 });
    expect(store.report.lenient).toEqual({ GPS: 1 });
  });

  it('reads a createdAt sent as an epoch number as that instant, leniently, and writes it as ISO text', () => {
    const { store, byId } = read([{ ...event, createdAt: tenUtc + 7 }]);
    expect(byId.get(1)?.createdAt).toBe('2026-11-20T10:00:00.007Z');
    expect(toApiShape(byId.get(1) as FleetEvent)).toMatchObject({ createdAt: '2026-11-20T10:00:00.007Z' });
    expect(store.column('createdAt')[0]).toBe(tenUtc + 7);
    expect(store.report.lenient).toEqual({ createdAt: 1 });
  });

  it('keeps a createdAt number that is no instant as it came', () => {
    const { byId } = read([{ ...event, createdAt: 1e300 }]);
    expect(byId.get(1)?.createdAt).toBe('1e+300');
  });
});
