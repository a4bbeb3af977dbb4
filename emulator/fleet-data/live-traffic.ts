import { dateStringOf } from '../../src/lib/time-zones.ts';
import { regions } from '../region-list.ts';
import type { DayStore } from './day-store.ts';
import { addYardCheck } from './live-events.ts';
import { createRandom, seedOf } from './random.ts';

/**
 * The demo's live traffic: the generated fleet is quiet late at night and thin before dawn (shifts.ts), so
 * a demo then would see no new event. Every `everySeconds`, in each region whose today has been asked
 * for, a vehicle standing with its engine off gets a yard check (ignition ON, driver Work, then a few
 * minutes later ignition OFF, driver Off), so Live follow has something to show at any hour. Off under
 * test (the `event-now` control makes events there, deterministically).
 */
export function startLiveTraffic(
  store: DayStore,
  seed: string,
  everySeconds: number,
  clock: () => number,
): () => void {
  const everyMs = everySeconds * 1000;
  const tick = () => {
    const now = clock();
    for (const region of regions) {
      // Only where someone looks: a region's first day costs its road network and a day of data.
      if (!store.isGenerated(region, dateStringOf(now, region.zone))) continue;
      addYardCheck(
        store,
        region,
        now,
        createRandom(seedOf(seed, region.id, 'live', Math.floor(now / everyMs))),
      );
    }
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
