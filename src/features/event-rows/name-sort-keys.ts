import { foldText, type EntityName } from '../entities';
import type { EventStore } from '../event-data';
import { gatherInto } from '../../lib/gather';
import { remembered } from './rows-cache';
import { distinctCodes, identityOf, nameSearchText, rowEntityFields, type RowEntityKind } from './row-names';

// Made once per name, like the search texts (row-names.ts): weak, so it goes with the names' cache.
const sortTexts = new WeakMap<EntityName, string>();

/** Folded, numbers padded: a plain comparison then puts "Ute 2" before "Ute 12". */
function nameSortText(entity: EntityName): string {
  let text = sortTexts.get(entity);
  if (text === undefined)
    sortTexts.set(
      entity,
      (text = foldText(entity.name).replace(/\d+/g, (digits) => digits.padStart(16, '0'))),
    );
  return text;
}

/** Folds an entity's name for search and sort ahead of the first (in idle time): each is made once. */
export function prepareNameTexts(entity: EntityName): void {
  nameSearchText(entity);
  nameSortText(entity);
}

/**
 * Each number code's rank among a kind's entities: named ones by name (ties by id), then those without a
 * name by id; NaN for codes of no such entity. One number per distinct value, not per event, so idle time
 * can make it ahead of a first sort by name (the string comparisons are most of that sort) for little memory.
 */
export function nameRanks(
  store: EventStore,
  kind: RowEntityKind,
  names: ReadonlyMap<number, EntityName>,
): Float32Array {
  return remembered(store, `ranks:name:${kind}:${identityOf(names)}`, () => {
    const numbers = store.dictionary.numbers;
    const entries = Array.from(distinctCodes(store, kind), (code) => {
      const id = numbers[code] as number;
      const entity = names.get(id);
      return { code, id, text: entity ? nameSortText(entity) : null };
    });
    entries.sort((a, b) => {
      if (a.text !== null && b.text !== null && a.text !== b.text) return a.text < b.text ? -1 : 1;
      if ((a.text === null) !== (b.text === null)) return a.text === null ? 1 : -1;
      return a.id - b.id;
    });
    // Whole numbers below 2^24, exact in 32 bits: half the memory of a double per value.
    const rankOf = new Float32Array(numbers.length).fill(NaN);
    entries.forEach((entry, rank) => (rankOf[entry.code] = rank));
    return rankOf;
  });
}

/**
 * Sort keys (by global index) of a name column: each event's entity's rank (`nameRanks`), absent NaN. No
 * string is compared per event. Remembered with the store for this names map.
 */
export function nameKeys(
  store: EventStore,
  kind: RowEntityKind,
  names: ReadonlyMap<number, EntityName>,
): Float64Array {
  return remembered(store, `keys:name:${kind}:${identityOf(names)}`, () => {
    const column = store.column(rowEntityFields[kind]);
    return gatherInto(new Float64Array(column.length), nameRanks(store, kind, names), column);
  });
}
