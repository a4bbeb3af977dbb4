import { foldText, type EntityName } from '../entities';
import type { DayChunk, EventStore } from '../event-data';
import { dayCache } from './day-cache';
import { remembered } from './rows-cache';

/** The kinds of id an event carries, and the store column of each. */
export const rowEntityFields = {
  vehicle: 'vehicleId',
  device: 'deviceId',
  company: 'companyId',
  trip: 'tripId',
} as const;
export type RowEntityKind = keyof typeof rowEntityFields;
export const rowEntityKinds = Object.keys(rowEntityFields) as RowEntityKind[];

/**
 * The names known for each kind of id the rows carry (ids without a name are absent). A map is replaced,
 * never changed, when names arrive: its identity says which names a derived value was made with.
 */
export type RowNames = Readonly<Record<RowEntityKind, ReadonlyMap<number, EntityName>>>;

export const noRowNames: RowNames = {
  vehicle: new Map(),
  device: new Map(),
  company: new Map(),
  trip: new Map(),
};

// Weak: an identity goes with its object. The counter is only a number, never reset so no two objects
// ever share one.
const identities = new WeakMap<object, number>();
let lastIdentity = 0;

/** A number standing for an object's identity, for the store's memo keys (which are text). */
export function identityOf(value: object): number {
  let identity = identities.get(value);
  if (identity === undefined) identities.set(value, (identity = lastIdentity += 1));
  return identity;
}

/** A day's distinct number codes of a kind, made once and kept with the day. */
function dayCodes(day: DayChunk, kind: RowEntityKind, numbers: number): Uint32Array {
  const memo = dayCache(day);
  const key = `distinct:${kind}`;
  let codes = memo.get(key) as Uint32Array | undefined;
  if (!codes) {
    const column = day[rowEntityFields[kind]];
    const seen = new Uint8Array(numbers);
    const found: number[] = [];
    for (let r = 0; r < day.count; r += 1) {
      const code = column[r] as number;
      if (code !== 0 && seen[code] === 0) {
        seen[code] = 1;
        found.push(code);
      }
    }
    codes = Uint32Array.from(found);
    memo.set(key, codes);
  }
  return codes;
}

/**
 * The distinct number codes of a kind's column (remembered with the store): the union of each day's, which
 * a day keeps, so a store joined as days arrive reads only its new day's rows. Read day by day: the names ask
 * for every kind at load, and gathering the columns would copy each for nothing.
 */
export function distinctCodes(store: EventStore, kind: RowEntityKind): Uint32Array {
  return remembered(store, `distinct:${kind}`, () => {
    const seen = new Uint8Array(store.dictionary.numbers.length);
    const codes = new Uint32Array(Math.min(store.total, seen.length));
    let count = 0;
    for (const day of store.days)
      for (const code of dayCodes(day, kind, seen.length)) {
        if (seen[code] === 0) {
          seen[code] = 1;
          codes[count++] = code;
        }
      }
    return codes.slice(0, count);
  });
}

/** The distinct ids of a kind among the store's events: what to ask names for. */
export function distinctIds(store: EventStore, kind: RowEntityKind): Float64Array {
  return remembered(store, `distinct-ids:${kind}`, () => {
    const codes = distinctCodes(store, kind);
    const numbers = store.dictionary.numbers;
    const ids = new Float64Array(codes.length);
    for (let i = 0; i < codes.length; i += 1) ids[i] = numbers[codes[i] as number] as number;
    return ids;
  });
}

// Made once per name (entities keep their objects when a names map is copied with new arrivals). Not in a
// store's memo: a name outlives the stores it is shown in; weak, so it goes with the names' cache.
const searchTexts = new WeakMap<EntityName, string>();

/** What a search term is looked for in: the name and the secondary text, folded like the term. */
export function nameSearchText(entity: EntityName): string {
  let text = searchTexts.get(entity);
  if (text === undefined)
    searchTexts.set(entity, (text = foldText(`${entity.name}\n${entity.secondary ?? ''}`)));
  return text;
}

/**
 * For each number code of a kind's entities, 1 when its name or secondary text holds `term` (folded):
 * tested once per distinct entity, never per event.
 */
export function nameHits(
  store: EventStore,
  kind: RowEntityKind,
  names: ReadonlyMap<number, EntityName>,
  term: string,
): Uint8Array {
  const hits = new Uint8Array(store.dictionary.numbers.length);
  if (names.size === 0) return hits;
  const folded = foldText(term);
  const numbers = store.dictionary.numbers;
  for (const code of distinctCodes(store, kind)) {
    const entity = names.get(numbers[code] as number);
    if (entity && nameSearchText(entity).includes(folded)) hits[code] = 1;
  }
  return hits;
}

/** Text that changes when any of the maps does: for memo keys of what all names feed (a search). */
export const rowNamesTag = (names: RowNames) =>
  rowEntityKinds.map((kind) => identityOf(names[kind])).join('.');

/** Which columns show an entity's name (and so sort by it), by column id. */
const nameColumnKinds: ReadonlyMap<string, RowEntityKind> = new Map(
  rowEntityKinds.map((kind) => [kind, kind]),
);

/** Whether a view reads names: a sort by a name column, or a search. Else names arriving change nothing. */
export function viewReadsNames(sortColumn: string, searching: boolean): boolean {
  return searching || nameColumnKinds.has(sortColumn);
}

/**
 * What of `names` a derived step was made with, for its memo key: the sort, the sorted column's map; the
 * search, every map. Empty where the step reads no names.
 */
export function namesTags(
  sortColumn: string,
  searching: boolean,
  names: RowNames | undefined,
): { sort: string; search: string } {
  const kind = nameColumnKinds.get(sortColumn);
  return {
    sort: names && kind ? ` names:${identityOf(names[kind])}` : '',
    search: names && searching ? ` names:${rowNamesTag(names)}` : '',
  };
}
