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
