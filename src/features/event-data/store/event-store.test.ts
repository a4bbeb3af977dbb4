import { describe, expect, it, vi } from 'vitest';
import { Dictionary } from '../reader/dictionary';
import { InternPool } from '../reader/intern';
import { readDay } from '../reader/read-day';
import { EventStore } from './event-store';
import type { GatheredColumn } from './store-day';

const event = (id: number, timeAt: number, type = 'ignition') => ({ id, type, timeAt });

/** Days read by one parser, as the page gets them: codes shared through one dictionary. */
function storeOf(days: unknown[][], window = { from: 0, to: 10_000 }) {
  const pool = new InternPool();
  const dictionary = new Dictionary();
  const chunks = days.map((day) => {
    const chunk = readDay(day, pool, { timeUnit: 'ms' });
    dictionary.apply(pool.takeDelta());
    if (!chunk) throw new Error('not a list');
    return chunk;
  });
  return new EventStore(
    chunks.map((chunk, i) => ({ chunk, label: `day ${i}`, requested: window })),
    dictionary,
    window,
  );
}

const ids = (store: EventStore, rows = store.rows) => Array.from(rows, (g) => store.event(g).id);

describe('the events of a window', () => {
  it('joins days newest first, keeping an event two days both sent once', () => {
    const store = storeOf([
      [event(5, 500), event(4, 400), event(3, 300)],
      [event(3, 300), event(2, 200), event(1, 100)],
    ]);
    expect(ids(store)).toEqual([5, 4, 3, 2, 1]);
    expect(store.report.duplicates).toBe(1);
  });

  it('orders days that overlap in time (a zone that differs, an inclusive to)', () => {
    const store = storeOf([
      [event(4, 400), event(2, 200)],
      [event(3, 300), event(1, 100), event(2, 200)],
    ]);
    expect(ids(store)).toEqual([4, 3, 2, 1]);
    expect(store.report.duplicates).toBe(1);
  });

  it('keeps the same id of two types apart', () => {
    const store = storeOf([[event(1, 100, 'ignition')], [event(1, 100, 'driver')]]);
    expect(store.rows).toHaveLength(2);
    expect(store.report.duplicates).toBe(0);
  });

  it('sets aside what the API sent from outside the window, and counts it', () => {
    const store = storeOf([[event(3, 20_000), event(2, 500), event(1, -5)]], { from: 0, to: 1000 });
    expect(ids(store)).toEqual([2]);
    expect(ids(store, store.outside)).toEqual([3, 1]);
    expect(store.report).toMatchObject({ received: 3, outside: 2 });
  });

  it('cuts the rows of whole dates asked for around the window without calling them strays', () => {
    const window = { from: 1000, to: 2000 };
    const pool = new InternPool();
    const dictionary = new Dictionary();
    const chunk = readDay([event(3, 2500), event(2, 1500), event(1, 500)], pool, { timeUnit: 'ms' });
    dictionary.apply(pool.takeDelta());
    if (!chunk) throw new Error('not a list');
    const store = new EventStore(
      [{ chunk, label: 'day', requested: { from: 0, to: 3000 } }],
      dictionary,
      window,
    );
    expect(ids(store)).toEqual([2]);
    expect(store.report).toMatchObject({ outside: 0, trimmed: 2 });
  });

  it('says when times read as seconds or lie decades away', () => {
    const window = { from: Date.parse('2026-11-20'), to: Date.parse('2026-11-21') };
    const seconds = Math.floor(window.from / 1000) + 3600;
    const store = storeOf([[event(1, seconds), event(2, seconds + 60), event(3, window.from + 1)]], window);
    expect(store.report).toMatchObject({ received: 3, outside: 2, secondsLike: 2, farAway: 2 });
  });

  it('accounts for every item of every day', () => {
    const store = storeOf([
      [event(2, 200), { type: 'x' }, event(2, 200)],
      [event(1, 100), 'junk'],
    ]);
    const { received, skippedCount, duplicates, outside } = store.report;
    expect(received).toBe(5);
    expect(store.rows.length + skippedCount + duplicates + outside + store.report.trimmed).toBe(received);
    expect(store.report.skipped.map((s) => s.day)).toEqual(['day 0', 'day 1']);
  });

  it("reads one event's value from its day, as the column across days has it, gathering nothing", () => {
    const full = (id: number, timeAt: number) => ({
      ...event(id, timeAt),
      action: `a${id}`,
      vehicleId: 40_010_000 + id,
      GPS: { lat: -33.5 - id / 7, lng: 151.25 + id / 3, at: timeAt - 1 },
      odometer: id * 1.5,
      vehicleVersion: id,
      createdAt: 'not a date',
    });
    const days = [
      [full(6, 600), full(5, 500)],
      [full(4, 400), { ...event(3, 300), odometer: 'far' }],
      [full(2, 200), full(1, 100)],
    ];
    const names: GatheredColumn[] = ['lat', 'lng', 'gpsAt', 'gps', 'odometer', 'action', 'vehicleId'];
    names.push('vehicleVersion', 'deviceVersion', 'createdAt', 'unreadable', 'inexactId', 'tripId');
    const one = storeOf(days);
    const gather = vi.spyOn(one, 'column');
    const read = names.map((name) => Array.from(one.rows, (g) => one.at(name, g)));
    expect(gather).not.toHaveBeenCalled();
    const other = storeOf(days);
    expect(read).toEqual(names.map((name) => Array.from(other.rows, (g) => other.column(name)[g])));
  });

  it("writes createdAt's text as the whole event has it, in every form it was sent", () => {
    const sent = ['2024-11-01T04:07:15.345+11:00', '2024-10-31T17:07:15.345Z', 'yesterday', 1730437635345];
    const store = storeOf([
      [...sent.map((createdAt, i) => ({ ...event(i + 1, 100 - i), createdAt })), event(9, 50)],
    ]);
    const texts = Array.from(store.rows, (g) => store.createdAtText(g));
    expect(texts).toEqual(Array.from(store.rows, (g) => store.event(g).createdAt));
    expect(texts).toContain('2024-11-01T04:07:15.345+11:00');
    expect(texts).toContain(undefined);
  });
});
