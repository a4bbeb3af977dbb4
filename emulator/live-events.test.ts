import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOfDate } from '../src/lib/time-zones.ts';
import { controlHeader } from './control-routes.ts';
import { createDayStore } from './fleet-data/day-store.ts';
import { dayOfEventId } from './fleet-data/generate-day.ts';
import { addYardCheck, standingVehicles, yardCheckMs } from './fleet-data/live-events.ts';
import { startLiveTraffic } from './fleet-data/live-traffic.ts';
import { createRandom } from './fleet-data/random.ts';
import { standardDialect } from './platform/dialect.ts';
import { listEvents } from './platform/events-api.ts';
import type { KeyOwner } from './platform/keys.ts';
import { regionById } from './region-list.ts';
import { eventsUrl, getJson, startTestEmulator, testNow, type Emulator } from './test-support.ts';

const au = regionById('au');
if (!au) throw new Error('no AU region');
const owner: KeyOwner = { kind: 'COMPANY', regionId: 'au', companyId: au.companyId, zone: au.zone };
const hour = 3_600_000;
// A Wednesday in AU: most shifts start between 04:30 and 09:00, local time (fleet-data/shifts.ts).
const wednesday = startOfDate('2026-11-18', au.zone);

interface Listed {
  id: number;
  type: string;
  action: string;
  timeAt: number;
  vehicleId: number;
  location: string;
  GPS: { valid: boolean; Lat: number; Lng: number };
}

describe('today grows as the clock moves', () => {
  it('returns only events that have happened: the same question later has more answers', () => {
    const store = createDayStore({ seed: 'fleet-events', vehicles: 40 });
    const params = new URLSearchParams({ from: '2026-11-18', to: '2026-11-19' });
    const at = (ms: number) => listEvents(store, au, owner, params, null, ms, standardDialect) as Listed[];
    const early = at(wednesday + 7 * hour);
    const later = at(wednesday + 7 * hour + 60_000);
    expect(early.every((event) => event.timeAt < wednesday + 7 * hour)).toBe(true);
    // A busy morning minute: the minute's events arrive, and what was there stays.
    expect(later.length).toBeGreaterThan(early.length);
    expect(later.slice(0, early.length).map((e) => e.id)).toEqual(early.map((e) => e.id));
  });
});

describe('yard checks (the demo live traffic)', () => {
  afterEach(() => vi.useRealTimers());

  it('starts and stops a standing vehicle where it stands, with ids of its day', () => {
    const store = createDayStore({ seed: 'fleet-events', vehicles: 40 });
    const night = wednesday + 21 * hour;
    const events = addYardCheck(store, au, night, createRandom(1));
    expect(events.map((e) => `${e.type} ${e.action}`)).toEqual([
      'ignition ON',
      'driver Work',
      'ignition OFF',
      'driver Off',
    ]);
    const [first] = events;
    if (!first) throw new Error('no check');
    expect(new Set(events.map((e) => e.vehicleId)).size).toBe(1);
    expect(new Set(events.map((e) => e.id)).size).toBe(4);
    expect(events.every((e) => dayOfEventId(e.id) === dayOfEventId(first.id))).toBe(true);
    expect(events.every((e) => e.location === first.location && e.GPS.Lat === first.GPS.Lat)).toBe(true);
    expect(events.every((e, i) => i === 0 || e.timeAt > (events[i - 1]?.timeAt ?? 0))).toBe(true);
    expect(events.at(-1)?.timeAt).toBeLessThan(night + yardCheckMs);
    // The day now holds them, in time order; the vehicle is busy until its check is over.
    const day = store.day(au, '2026-11-18');
    expect(day.filter((e) => events.some((c) => c.id === e.id))).toHaveLength(4);
    expect(day.every((e, i) => i === 0 || e.timeAt >= (day[i - 1]?.timeAt ?? 0))).toBe(true);
    const busy = (at: number) =>
      !standingVehicles(store, au, at, 0).some((s) => s.vehicle.vehicleId === first.vehicleId);
    expect(busy(night + 1_000)).toBe(true);
    expect(busy(night + yardCheckMs)).toBe(false);
  });

  it('starts none that would run past midnight, and none from a vehicle that is driving', () => {
    const store = createDayStore({ seed: 'fleet-events', vehicles: 40 });
    expect(addYardCheck(store, au, wednesday + 24 * hour - 60_000, createRandom(1))).toEqual([]);
    const morning = wednesday + 7 * hour;
    const ignitionOn = new Map<number, boolean>();
    for (const e of store.day(au, '2026-11-18'))
      if (e.timeAt < morning && e.type === 'ignition') ignitionOn.set(e.vehicleId, e.action === 'ON');
    const driving = new Set([...ignitionOn].filter(([, on]) => on).map(([id]) => id));
    expect(driving.size).toBeGreaterThan(0);
    const standing = standingVehicles(store, au, morning, 0);
    expect(standing.some((s) => driving.has(s.vehicle.vehicleId))).toBe(false);
  });

  it('runs every few seconds in the regions being looked at, and stops', () => {
    vi.useFakeTimers({ now: wednesday + 21 * hour });
    const store = createDayStore({ seed: 'fleet-events', vehicles: 40 });
    store.day(au, '2026-11-18');
    const stop = startLiveTraffic(store, 'fleet-events', 30, Date.now);
    vi.advanceTimersByTime(30_000);
    expect(store.addedTo(au, '2026-11-18')).toHaveLength(4);
    // NZ was never asked for: no work is done there.
    expect(store.addedTo(regionById('nz') ?? au, '2026-11-18')).toHaveLength(0);
    vi.advanceTimersByTime(30_000);
    expect(store.addedTo(au, '2026-11-18')).toHaveLength(8);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(store.addedTo(au, '2026-11-18')).toHaveLength(8);
  });
});

describe('the event-now test control', () => {
  let emu: Emulator;
  let key: string;
  beforeAll(async () => {
    emu = await startTestEmulator({ testControls: true });
    key = emu.keys.au?.company ?? '';
  });
  afterAll(() => emu.close());

  const post = (path: string, body: object) =>
    fetch(`${emu.url}${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', [controlHeader]: '1' },
    });

  it('adds one event at this instant that the API lists and finds, until a reset', async () => {
    const before = emu.now();
    const response = await post('/__controls/event-now', { region: 'au' });
    expect(response.status).toBe(200);
    const added = (await response.json()) as Listed;
    expect(added).toMatchObject({ type: 'ignition', action: 'ON' });
    expect(added.timeAt).toBeGreaterThanOrEqual(before);
    // The platform's clock started at testNow: the event is on the test calendar's Saturday, not today.
    expect(added.timeAt - testNow).toBeLessThan(hour);
    const lastHour = {
      from: new Date(before - hour).toISOString(),
      to: new Date(emu.now() + 1).toISOString(),
    };
    const listed = (await getJson(eventsUrl(emu, 'au', '/v1/events', lastHour), key)).body as Listed[];
    const found = listed.find((e) => e.id === added.id);
    expect(found).toMatchObject({ type: 'ignition', action: 'ON', vehicleId: added.vehicleId });
    const one = await getJson(eventsUrl(emu, 'au', `/v1/events/ignition/${added.id}`, lastHour), key);
    expect(one).toMatchObject({ status: 200, body: { id: added.id } });
    // A second one has an id of its own.
    const second = (await (
      await post('/__controls/event-now', { region: 'au', type: 'driver', action: 'Work' })
    ).json()) as Listed;
    expect(second.id).not.toBe(added.id);
    await post('/__controls/reset', {});
    const after = (await getJson(eventsUrl(emu, 'au', '/v1/events', lastHour), key)).body as Listed[];
    expect(after.some((e) => e.id === added.id || e.id === second.id)).toBe(false);
  });

  it('refuses an unknown region or a body without one', async () => {
    expect((await post('/__controls/event-now', { region: 'xx' })).status).toBe(400);
    expect((await post('/__controls/event-now', {})).status).toBe(400);
  });
});
