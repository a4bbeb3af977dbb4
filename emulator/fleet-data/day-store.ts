import type { EmulatedRegion } from '../region-list.ts';
import type { PlatformEvent } from './event-shape.ts';
import { fleetOf, type Vehicle } from './fleet.ts';
import { generateVehicleDay } from './generate-day.ts';

/**
 * Events per region and local day, generated on first use and kept in a small LRU, so start-up is
 * instant and a 100k-event week is built only when asked for.
 */
export function createDayStore(options: { seed: string; vehicles: number; maxDays?: number }) {
  const fleets = new Map<string, Vehicle[]>();
  const cache = new Map<string, PlatformEvent[]>();
  const maxDays = options.maxDays ?? 200;

  const fleet = (region: EmulatedRegion) => {
    let vehicles = fleets.get(region.id);
    if (!vehicles) {
      vehicles = fleetOf(region, options.vehicles, options.seed);
      fleets.set(region.id, vehicles);
    }
    return vehicles;
  };

  return {
    fleet,
    /** Every event of the region's local calendar day `date`, sorted by time. */
    day(region: EmulatedRegion, date: string): PlatformEvent[] {
      const key = `${region.id}:${date}`;
      const hit = cache.get(key);
      if (hit) {
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const events = fleet(region)
        .flatMap((vehicle) => generateVehicleDay(region, vehicle, date, options.seed))
        .sort((a, b) => a.timeAt - b.timeAt || a.id - b.id);
      cache.set(key, events);
      if (cache.size > maxDays) cache.delete(cache.keys().next().value ?? '');
      return events;
    },
  };
}

export type DayStore = ReturnType<typeof createDayStore>;
