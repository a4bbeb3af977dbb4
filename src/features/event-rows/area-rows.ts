import { gpsStates, type EventStore, type Rows } from '../event-data';
import type { GeoArea } from '../event-url';

/** Whether a position lies in the area (edges included; across the antimeridian when west is above east). */
export function inArea(area: GeoArea, lat: number, lng: number): boolean {
  if (!(lat >= area.south && lat <= area.north)) return false;
  return area.west <= area.east ? lng >= area.west && lng <= area.east : lng >= area.west || lng <= area.east;
}

/**
 * The rows whose valid fix lies in the area, in their order. An event without a valid fix has no place to
 * be in, so it goes; the page says the area is a filter like any other, removable as a chip.
 */
export function keepInArea(store: EventStore, rows: Rows, area: GeoArea): Rows {
  const gps = store.column('gps');
  const lats = store.column('lat');
  const lngs = store.column('lng');
  const kept = new Uint32Array(rows.length);
  let n = 0;
  // Index loops over the columns: 500k rows take a few milliseconds.
  for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    if (gps[g] === gpsStates.valid && inArea(area, lats[g] as number, lngs[g] as number)) kept[n++] = g;
  }
  return kept.slice(0, n);
}

/** One vehicle seen in the area: its id, its first and last time there and how many of its events. */
export interface Visitor {
  vehicleId: number;
  first: number;
  last: number;
  events: number;
}

/**
 * Who was here: each vehicle among the rows (already those in the area), with its first and last time and
 * its number of events, the first to arrive first. Events without a vehicle are not anyone's.
 */
export function visitorsOf(store: EventStore, rows: Rows): Visitor[] {
  const vehicle = store.column('vehicleId');
  const time = store.column('timeAt');
  const { numbers } = store.dictionary;
  // By id, not code: one id may stand under more than one code (a number and its text).
  const byId = new Map<number, Visitor>();
  for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    const code = vehicle[g] as number;
    const id = numbers[code];
    if (code === 0 || id === undefined || !Number.isFinite(id)) continue;
    const t = time[g] as number;
    const seen = byId.get(id);
    if (!seen) byId.set(id, { vehicleId: id, first: t, last: t, events: 1 });
    else {
      seen.events += 1;
      if (t < seen.first) seen.first = t;
      if (t > seen.last) seen.last = t;
    }
  }
  return [...byId.values()].sort((a, b) => a.first - b.first || a.vehicleId - b.vehicleId);
}
