import type { DayChunk, EventStore } from '../event-data';
import { attributeColumn } from '../event-url';
import { attributeKeys } from './value-codes';
import { remembered } from './rows-cache';

/** A column of at most this many values reads as a distribution however they spread (type, action). */
const maxReadableValues = 20;
/** Over this share of distinct values among its events, or among each vehicle's, a column is id-like. */
const distinctShare = 0.5;
/** Over this many values per vehicle, each vehicle has values of its own (trips, addresses). */
const valuesPerVehicle = 2;
/** Fewer values than this say nothing of a column. */
const minValues = 100;
/** Events judged at most: whole vehicles of the busiest day, as many as fit. */
const maxJudged = 20_000;

/** The table's columns of codes, by the day's field that holds them. */
const tableFields = {
  type: 'type',
  action: 'action',
  origin: 'origin',
  location: 'location',
  company: 'companyId',
  device: 'deviceId',
  vehicle: 'vehicleId',
  trip: 'tripId',
} as const;

/** One column's values among the events judged: how many, how many distinct, per vehicle. */
class Tally {
  private n = 0;
  private readonly values = new Set<number>();
  private readonly pairs = new Set<number>();
  private readonly vehicles = new Set<number>();

  constructor(private readonly size: number) {}

  add(vehicle: number, value: number): void {
    this.n += 1;
    this.values.add(value);
    this.pairs.add(vehicle * this.size + value);
    this.vehicles.add(vehicle);
  }

  /**
   * Many values, and: nearly one per event (a reading, an id), nearly one per event of each vehicle (a
   * sequence number that every vehicle repeats), or several of each vehicle's own (trips, addresses).
   */
  idLike(): boolean {
    const { n, values, pairs, vehicles } = this;
    if (n < minValues || values.size <= maxReadableValues) return false;
    return (
      values.size > n * distinctShare ||
      pairs.size > n * distinctShare ||
      values.size > vehicles.size * valuesPerVehicle
    );
  }
}

/**
 * The columns whose values tell events or vehicles apart rather than describe them: sequence numbers,
 * addresses, trips, readings. Any range of the window differs from the rest in them by their nature, so a
 * comparison folds them after the columns a person compares. Judged on the busiest day, on whole vehicles
 * (a vehicle's sequence shows only among its own events), at most `maxJudged` events.
 */
export function idLikeColumns(store: EventStore): ReadonlySet<string> {
  return remembered(store, 'idLikeColumns', () => {
    const day = store.days.reduce<DayChunk | undefined>(
      (most, next) => (next.count > (most?.count ?? -1) ? next : most),
      undefined,
    );
    const found = new Set<string>();
    if (!day) return found;
    const every = Math.max(1, Math.ceil(day.count / maxJudged));
    const judged = (row: number) => (day.vehicleId[row] as number) % every === 0;
    const size = Math.max(store.dictionary.strings.length, store.dictionary.numbers.length);
    for (const [column, field] of Object.entries(tableFields)) {
      const codes = day[field];
      const tally = new Tally(size);
      for (let row = 0; row < day.count; row += 1)
        if (judged(row) && codes[row]) tally.add(day.vehicleId[row] as number, codes[row] as number);
      if (tally.idLike()) found.add(column);
    }
    for (const [key, tally] of attributeTallies(store, day, judged)) {
      if (tally.idLike()) found.add(attributeColumn(key));
    }
    return found;
  });
}

function attributeTallies(store: EventStore, day: DayChunk, judged: (row: number) => boolean) {
  const keys = attributeKeys(store);
  const list = day.attributes;
  const tallies = keys.map(() => new Tally(list.textStart.length));
  const indexOf = new Int32Array(store.dictionary.strings.length).fill(-1);
  keys.forEach((key, k) => (indexOf[store.dictionary.codeOf(key)] = k));
  if (list.start.length === 0) return [];
  for (let row = 0; row < day.count; row += 1) {
    if (!judged(row)) continue;
    const vehicle = day.vehicleId[row] as number;
    for (let p = list.start[row] as number; p < (list.start[row + 1] as number); p += 1) {
      const tally = tallies[indexOf[list.key[p] as number] ?? -1];
      tally?.add(vehicle, list.value[p] as number);
    }
  }
  return keys.map((key, k) => [key, tallies[k] as Tally] as const);
}
