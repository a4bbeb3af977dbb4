import type { EventStore } from '../event-data';
import type { HealthUnit } from './health-types';

/**
 * How many copies of each entity's events the store kept once, by entity code. The store keeps one of each
 * event (its rows and those outside the window); of the rest, those inside the window can only be repeats
 * (what was cut to the window lies outside it). Repeats within one response are dropped by the reader before
 * the store, without an entity, so they are not here.
 */
export function repeatsByEntity(store: EventStore, unit: HealthUnit): Uint32Array {
  const entity = store.column(unit === 'device' ? 'deviceId' : 'vehicleId');
  const time = store.column('timeAt');
  const kept = new Uint8Array(store.total);
  for (const g of store.rows) kept[g] = 1;
  for (const g of store.outside) kept[g] = 1;
  const repeats = new Uint32Array(store.dictionary.numbers.length + 1);
  const { from, to } = store.window;
  for (let g = 0; g < store.total; g += 1) {
    const t = time[g] as number;
    if (kept[g] !== 0 || t < from || t >= to) continue;
    const code = entity[g] as number;
    repeats[code] = (repeats[code] as number) + 1;
  }
  return repeats;
}
