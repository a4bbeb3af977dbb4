import { mapTyped } from './map-typed';
import { radixOrder } from './radix-order';

/**
 * The events' one order: newest first, then by id descending. Whether an event at `timeA` with `idA` goes
 * before (or with) one at `timeB` with `idB`.
 */
export const goesFirst = (timeA: number, idA: number, timeB: number, idB: number): boolean =>
  timeA > timeB || (timeA === timeB && idA >= idB);

/**
 * Positions `0..ids.length-1` in that order (`times[i]` and `ids[i]` are one event's): two stable radix
 * passes, by id and then by time, instead of a comparator sort.
 */
export function newestFirstOrder(times: ArrayLike<number>, ids: Float64Array): Uint32Array {
  const byId = radixOrder(ids, true);
  const byTime = radixOrder(
    mapTyped(Float64Array, byId, (i) => times[i] as number),
    true,
  );
  return mapTyped(Uint32Array, byTime, (i) => byId[i] as number);
}
