import type { EmulatedRegion } from '../region-list.ts';
import type { PlatformEvent } from './event-shape.ts';
import { fleetOf, type Vehicle } from './fleet.ts';
import { generateVehicleDay } from './generate-day.ts';

const byTime = (a: PlatformEvent, b: PlatformEvent) => a.timeAt - b.timeAt || a.id - b.id;

/**
 * Events per region and local day, generated on first use and kept in a small LRU, so start-up is
 * instant and a 100k-event week is built only when asked for. Events added while the emulator runs (the
 * `event-now` test control, the demo's live traffic) are kept apart and joined into their day.
 */
export function createDayStore(options: {
  seed: string;
  vehicles: number;
  maxDays?: number;
  /** Each region's main company has this many more vehicles, reporting about once a minute around the clock. */
  denseVehicles?: number;
}) {
  const fleets = new Map<string, Vehicle[]>();
  const cache = new Map<string, PlatformEvent[]>();
  const added = new Map<string, PlatformEvent[]>();
  /** Generated and added events of a day, joined; dropped when an event is added to that day. */
  const joined = new Map<string, PlatformEvent[]>();
  const maxDays = options.maxDays ?? 200;
  /** Region-days with added events kept (the oldest forgotten first), so a long demo's memory stays bounded. */
  const maxAddedDays = 100;

  const fleet = (region: EmulatedRegion) => {
    let vehicles = fleets.get(region.id);
    if (!vehicles) {
      vehicles = fleetOf(region, options.vehicles, options.seed, {
        denseVehicles: options.denseVehicles ?? 0,
      });
      fleets.set(region.id, vehicles);
    }
    return vehicles;
  };

  function generated(region: EmulatedRegion, date: string): PlatformEvent[] {
    const key = `${region.id}:${date}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const events = fleet(region)
      .flatMap((vehicle) => generateVehicleDay(region, vehicle, date, options.seed))
      .sort(byTime);
    cache.set(key, events);
    if (cache.size > maxDays) cache.delete(cache.keys().next().value ?? '');
    return events;
  }

  return {
    fleet,
    /** Every event of the region's local calendar day `date`, sorted by time (added ones included). */
    day(region: EmulatedRegion, date: string): PlatformEvent[] {
      const key = `${region.id}:${date}`;
      const extra = added.get(key);
      if (!extra) return generated(region, date);
      let all = joined.get(key);
      if (!all) {
        all = [...generated(region, date), ...extra].sort(byTime);
        joined.set(key, all);
      }
      return all;
    },
    /**
     * The events of only these vehicles on the region's local day `date`, the same as `day` filtered to
     * them: a request narrowed to a few vehicles over a long window (400 days of one vehicle) then costs
     * their days, not the whole fleet's, and does not push the fleet's days out of the cache.
     */
    vehiclesDay(region: EmulatedRegion, date: string, vehicleIds: ReadonlySet<number>): PlatformEvent[] {
      const key = `${region.id}:${date}`;
      const inDay = (event: PlatformEvent) => vehicleIds.has(event.vehicleId);
      const cached = joined.get(key) ?? (added.has(key) ? undefined : cache.get(key));
      if (cached) return cached.filter(inDay);
      return [
        ...fleet(region)
          .filter((vehicle) => vehicleIds.has(vehicle.vehicleId))
          .flatMap((vehicle) => generateVehicleDay(region, vehicle, date, options.seed)),
        ...(added.get(key) ?? []).filter(inDay),
      ].sort(byTime);
    },
    /** Whether the day has been asked for already (so adding to it costs no generation). */
    isGenerated: (region: EmulatedRegion, date: string) => cache.has(`${region.id}:${date}`),
    /** Events added to the region's local day `date` so far. */
    addedTo: (region: EmulatedRegion, date: string): readonly PlatformEvent[] =>
      added.get(`${region.id}:${date}`) ?? [],
    add(region: EmulatedRegion, date: string, events: readonly PlatformEvent[]): void {
      const key = `${region.id}:${date}`;
      added.set(key, [...(added.get(key) ?? []), ...events]);
      joined.delete(key);
      if (added.size > maxAddedDays) {
        const oldest = added.keys().next().value ?? '';
        added.delete(oldest);
        joined.delete(oldest);
      }
    },
    /** Forgets every added event (the test controls' reset). */
    clearAdded(): void {
      added.clear();
      joined.clear();
    },
  };
}

export type DayStore = ReturnType<typeof createDayStore>;
