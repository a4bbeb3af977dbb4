import { describe, expect, it } from 'vitest';
import { regionById } from '../region-list.ts';
import { createDayStore } from './day-store.ts';
import type { PlatformEvent } from './event-shape.ts';

const au = regionById('au');
if (!au) throw new Error('no AU region');
const date = '2026-11-10';
const ids = (events: readonly PlatformEvent[]) => events.map((event) => event.id);

describe("a day of a few vehicles (the day store's vehiclesDay)", () => {
  it('is the whole day filtered to them, whether the day was generated before or not', () => {
    const cold = createDayStore({ seed: 'day-store-test', vehicles: 40 });
    const wanted = new Set(
      cold
        .fleet(au)
        .slice(3, 6)
        .map((vehicle) => vehicle.vehicleId),
    );
    const few = cold.vehiclesDay(au, date, wanted);
    expect(cold.isGenerated(au, date)).toBe(false); // the fleet's day was not built for them

    const whole = createDayStore({ seed: 'day-store-test', vehicles: 40 }).day(au, date);
    const filtered = whole.filter((event) => wanted.has(event.vehicleId));
    expect(filtered.length).toBeGreaterThan(0);
    expect(ids(few)).toEqual(ids(filtered));
    expect(few).toEqual(filtered);

    cold.day(au, date);
    expect(ids(cold.vehiclesDay(au, date, wanted))).toEqual(ids(filtered));
  });

  it('includes the events added to that day, in time order', () => {
    const store = createDayStore({ seed: 'day-store-test', vehicles: 40 });
    const [first] = store.day(au, date);
    if (!first) throw new Error('an empty day');
    const added: PlatformEvent = { ...first, id: first.id + 9_000_000, timeAt: first.timeAt + 1 };
    const wanted = new Set([first.vehicleId]);
    const expected = (fromStore: ReturnType<typeof createDayStore>) =>
      ids(fromStore.day(au, date).filter((event) => wanted.has(event.vehicleId)));

    const cold = createDayStore({ seed: 'day-store-test', vehicles: 40 });
    cold.add(au, date, [added]);
    store.add(au, date, [added]);
    expect(ids(cold.vehiclesDay(au, date, wanted))).toContain(added.id);
    expect(ids(cold.vehiclesDay(au, date, wanted))).toEqual(expected(store));
    expect(ids(store.vehiclesDay(au, date, wanted))).toEqual(expected(store));
  });
});
