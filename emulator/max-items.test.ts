import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventsUrl,
  getJson,
  startTestEmulator,
  testDays,
  userKey,
  withControlHeaders,
  type Emulator,
} from './test-support.ts';
import { joinParts, readInParts } from '../src/features/event-data/api/day-parts.ts';

let capped: Emulator;
let key: string;
beforeAll(async () => {
  capped = await startTestEmulator({ seed: 'test-seed', maxItems: 100 });
  key = await userKey(capped, 'au');
});
afterAll(() => capped.close());

const { wednesday, thursday } = testDays;
type Event = { id: number; timeAt: number };

describe('an emulator started with maxItems', () => {
  it('cuts an events list at that many items and says nothing; a part of the day small enough comes whole', async () => {
    const day = await getJson(eventsUrl(capped, 'au', '/v1/events', { from: wednesday, to: thursday }), key);
    expect(day.status).toBe(200);
    const events = day.body as Event[];
    expect(events).toHaveLength(100);
    // The hour after the first event's: fewer than the cap, so whole.
    const from = new Date(events[0]?.timeAt ?? 0).toISOString();
    const to = new Date((events[0]?.timeAt ?? 0) + 600_000).toISOString();
    const part = await getJson(eventsUrl(capped, 'au', '/v1/events', { from, to }), key);
    const partEvents = part.body as Event[];
    expect(partEvents.length).toBeGreaterThan(0);
    expect(partEvents.length).toBeLessThan(100);
  });
});

describe('the maxItems test control', () => {
  it('cuts the events lists it matches, and only those', async () => {
    const emu = await startTestEmulator({ seed: 'test-seed', testControls: true });
    try {
      const auKey = await userKey(emu, 'au');
      await fetch(
        `${emu.url}/__controls`,
        withControlHeaders({
          method: 'POST',
          body: JSON.stringify({ region: 'au', path: '/v1/events', query: `from=${wednesday}`, maxItems: 7 }),
        }),
      );
      const cut = await getJson(eventsUrl(emu, 'au', '/v1/events', { from: wednesday, to: thursday }), auKey);
      expect(cut.body).toHaveLength(7);
      const other = await getJson(eventsUrl(emu, 'au', '/v1/events', { from: thursday }), auKey);
      expect((other.body as unknown[]).length).toBeGreaterThan(7);
    } finally {
      await emu.close();
    }
  });
});

describe('a day of 30,000 events from an emulator capped at 10,000', () => {
  it('comes whole when the app asks for it in parts', async () => {
    // 20 vehicles reporting about once a minute around the clock, and 40 that work the day: 30,000 or so.
    const options = { seed: 'test-seed', denseVehicles: 20 };
    const [whole, cut] = await Promise.all([
      startTestEmulator(options),
      startTestEmulator({ ...options, maxItems: 10_000 }),
    ]);
    try {
      const [wholeKey, cutKey] = await Promise.all([userKey(whole, 'au'), userKey(cut, 'au')]);
      const asked = { from: `${wednesday}T00:00:00.000Z`, to: `${thursday}T00:00:00.000Z` };
      const all = (await getJson(eventsUrl(whole, 'au', '/v1/events', asked), wholeKey)).body as Event[];
      expect(all.length).toBeGreaterThanOrEqual(30_000);
      const first = (await getJson(eventsUrl(cut, 'au', '/v1/events', asked), cutKey)).body as Event[];
      expect(first).toHaveLength(10_000);
      // The app's own way: halves of the day, then halves of a part still full, over real HTTP.
      const { parts, stillFull } = await readInParts(
        { from: Date.parse(asked.from), to: Date.parse(asked.to) },
        10_000,
        async (from, to) => {
          const query = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
          const response = await fetch(eventsUrl(cut, 'au', '/v1/events', query), {
            headers: { authorization: `Bearer ${cutKey}` },
          });
          return [new Uint8Array(await response.arrayBuffer())];
        },
      );
      expect(stillFull).toBe(false);
      const joined = JSON.parse(new TextDecoder().decode(joinParts(parts))) as Event[];
      // The same events, each as often as the whole day sends it (the emulator repeats a few, as APIs do).
      expect(joined.map((e) => e.id).sort((a, b) => a - b)).toEqual(
        all.map((e) => e.id).sort((a, b) => a - b),
      );
    } finally {
      await Promise.all([whole.close(), cut.close()]);
    }
  }, 120_000);
});
