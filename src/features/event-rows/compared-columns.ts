import type { EventStore } from '../event-data';
import { attributeColumn, valueColumnIds } from '../event-url';
import { attributeKeys } from './value-codes';
import { remembered } from './rows-cache';

/**
 * Every column a comparison ranks: the value columns and each attribute key. Odometer is left out: nearly
 * every reading is its own value, so none can be over-represented; so are attribute keys like it.
 */
export function comparedColumns(store: EventStore): string[] {
  return [...valueColumnIds.filter((id) => id !== 'odometer'), ...rankableKeys(store).map(attributeColumn)];
}

/** A key is like odometer when over this share of its values in a day are distinct (a sequence, a reading). */
export const mostlyDistinct = 0.5;
/** ...among at least this many of its values: a small day says nothing of it. */
const minPairs = 100;

/**
 * The attribute keys whose values can stand out, judged on the day with the most events in one pass over its
 * pairs: a key whose values are mostly distinct there (`seq`, a CAN odometer) is left out, as odometer is.
 * Numbering such a key is most of a comparison's work (a distinct text for nearly every event) for nothing:
 * no value of it reaches the one percentage point a value needs.
 */
export function rankableKeys(store: EventStore): readonly string[] {
  return remembered(store, 'rankableKeys', () => {
    const keys = attributeKeys(store);
    const day = store.days.reduce<(typeof store.days)[number] | undefined>(
      (most, next) => (next.count > (most?.count ?? -1) ? next : most),
      undefined,
    );
    if (!day || keys.length === 0) return keys;
    const list = day.attributes;
    const indexOf = new Int32Array(store.dictionary.strings.length).fill(-1);
    keys.forEach((key, k) => (indexOf[store.dictionary.codeOf(key)] = k));
    const texts = list.textStart.length;
    const met = new Uint8Array(texts * keys.length);
    const pairs = new Uint32Array(keys.length);
    const distinct = new Uint32Array(keys.length);
    for (let p = 0; p < list.key.length; p += 1) {
      const k = indexOf[list.key[p] as number] ?? -1;
      if (k < 0) continue;
      pairs[k] = (pairs[k] as number) + 1;
      const m = k * texts + (list.value[p] as number);
      if (met[m]) continue;
      met[m] = 1;
      distinct[k] = (distinct[k] as number) + 1;
    }
    return keys.filter((_, k) => {
      const n = pairs[k] as number;
      return n < minPairs || (distinct[k] as number) <= n * mostlyDistinct;
    });
  });
}
