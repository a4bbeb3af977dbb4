import { gpsStates, pairStart, propText, valueKinds } from '../event-data';
import type { EventStore } from '../event-data';
import { attributeKeyOf, type ValueColumnId } from '../event-url';

/**
 * One column's values as codes, one per event (global index), 0 where the event has none: what top values
 * count and include/exclude test, with one array lookup per event. Strings and entity ids are the pool's
 * own codes; numbers and attribute values get codes of their own, made once per store.
 */
export interface ValueCodes {
  codes: Uint32Array | Uint8Array;
  /** Codes run from 0 to `size - 1`. */
  size: number;
  /** The value's text (what the URL holds) for a code above 0. */
  text: (code: number) => string;
  /** The code of a value's text; -1 when no event has it. */
  codeOf: (text: string) => number;
  /** Orders two codes (above 0) as a person would list their values: by collation or by number. */
  compare: (a: number, b: number) => number;
}

function stringCodes(store: EventStore, field: 'type' | 'action' | 'location' | 'origin'): ValueCodes {
  const { dictionary } = store;
  return {
    codes: store.column(field),
    size: dictionary.strings.length,
    text: (code) => dictionary.strings[code] ?? '',
    codeOf: (text) => dictionary.codeOf(text),
    compare: (a, b) => (dictionary.ranks[a] ?? 0) - (dictionary.ranks[b] ?? 0) || a - b,
  };
}

function entityCodes(
  store: EventStore,
  field: 'vehicleId' | 'deviceId' | 'companyId' | 'tripId',
): ValueCodes {
  const numbers = store.dictionary.numbers;
  let byValue: Map<number, number> | null = null;
  const codeOf = (text: string) => {
    if (String(Number(text)) !== text) return -1;
    if (!byValue) {
      byValue = new Map();
      for (let code = 1; code < numbers.length; code += 1) byValue.set(numbers[code] as number, code);
    }
    return byValue.get(Number(text)) ?? -1;
  };
  return {
    codes: store.column(field),
    size: numbers.length,
    text: (code) => String(numbers[code]),
    codeOf,
    compare: (a, b) => (numbers[a] as number) - (numbers[b] as number),
  };
}

/** A number column by value (odometer): the distinct values numbered in one pass. */
function measureCodes(store: EventStore, field: 'odometer'): ValueCodes {
  const column = store.column(field);
  const codes = new Uint32Array(column.length);
  const values = [NaN];
  const byValue = new Map<number, number>();
  for (let g = 0; g < column.length; g += 1) {
    const n = column[g] as number;
    if (Number.isNaN(n)) continue;
    let code = byValue.get(n);
    if (code === undefined) {
      code = values.length;
      values.push(n);
      byValue.set(n, code);
    }
    codes[g] = code;
  }
  return {
    codes,
    size: values.length,
    text: (code) => String(values[code]),
    // Values reach the URL as `String(n)`: only that form names one.
    codeOf: (text) => (String(Number(text)) === text ? (byValue.get(Number(text)) ?? -1) : -1),
    compare: (a, b) => (values[a] as number) - (values[b] as number),
  };
}

/** GPS valid: "true" or "false"; an absent or unreadable fix has none. */
function gpsCodes(store: EventStore): ValueCodes {
  const gps = store.column('gps');
  const texts = ['', 'true', 'false'];
  const codes = new Uint8Array(gps.length);
  for (let g = 0; g < gps.length; g += 1)
    codes[g] = gps[g] === gpsStates.valid ? 1 : gps[g] === gpsStates.invalid ? 2 : 0;
  return {
    codes,
    size: 3,
    text: (code) => texts[code] ?? '',
    codeOf: (text) => (text === 'true' ? 1 : text === 'false' ? 2 : -1),
    compare: (a, b) => a - b,
  };
}

const nullKind = valueKinds.indexOf('null');

/** One attribute key's values being numbered, a day at a time. */
interface AttributeBuild {
  codes: Uint32Array;
  texts: string[];
  byText: Map<string, number>;
  /** The last row (of the day being read) given a code: an event's first pair of a key is its value. */
  lastRow: number;
  /** The day's distinct texts' codes, once met (-1 before). */
  seen: Int32Array;
}

/**
 * One day's attribute pairs into the builds of the keys wanted (by key code), in one pass over its pairs
 * however many keys: each day numbers its distinct texts, mapped once each to the build's codes.
 */
function addDay(store: EventStore, c: number, builds: ReadonlyMap<number, AttributeBuild>): void {
  const day = store.days[c];
  if (!day || builds.size === 0) return;
  const list = day.attributes;
  const base = store.base[c] as number;
  for (const build of builds.values()) {
    build.lastRow = -1;
    build.seen = new Int32Array(list.textStart.length).fill(-1);
  }
  for (let row = 0; row < day.count; row += 1) {
    for (let p = pairStart(list, row); p < pairStart(list, row + 1); p += 1) {
      const build = builds.get(list.key[p] as number);
      if (!build || build.lastRow === row) continue;
      build.lastRow = row;
      const t = list.value[p] as number;
      let code = build.seen[t] as number;
      if (code < 0) {
        const text = propText(list, p);
        code = list.kind[p] === nullKind ? 0 : (build.byText.get(text) ?? -1);
        if (code < 0) {
          code = build.texts.length;
          build.texts.push(text);
          build.byText.set(text, code);
        }
        build.seen[t] = code;
      }
      build.codes[base + row] = code;
    }
  }
}

const newBuild = (store: EventStore): AttributeBuild => ({
  codes: new Uint32Array(store.total),
  texts: [''],
  byText: new Map(),
  lastRow: -1,
  seen: new Int32Array(0),
});

function finish({ codes, texts, byText }: AttributeBuild): ValueCodes {
  const collator = new Intl.Collator(undefined, { numeric: true });
  return {
    codes,
    size: texts.length,
    text: (code) => texts[code] ?? '',
    codeOf: (text) => byText.get(text) ?? -1,
    compare: (a, b) => collator.compare(texts[a] ?? '', texts[b] ?? ''),
  };
}

/** An attribute key's values across the days, by the text the API sent (a JSON `null` is absent). */
function attributeCodes(store: EventStore, key: string): ValueCodes {
  const build = newBuild(store);
  const keyCode = store.dictionary.codeOf(key);
  if (keyCode > 0)
    for (let c = 0; c < store.days.length; c += 1) addDay(store, c, new Map([[keyCode, build]]));
  return finish(build);
}

/**
 * The codes of several columns, the attribute keys among them made together in one pass over each day's
 * pairs and `pause` between days (a comparison over every key at half a million events was one task of
 * 300 ms and more, key after key); the rest as `valueCodes` makes them (one pass over a column each).
 * Each is remembered with the store, as `valueCodes` would.
 */
export async function valueCodesInSlices(
  store: EventStore,
  columns: readonly string[],
  pause: () => Promise<void>,
): Promise<Map<string, ValueCodes>> {
  const out = new Map<string, ValueCodes>();
  const builds = new Map<number, AttributeBuild>();
  const columnOf = new Map<number, string>();
  for (const column of columns) {
    const key = attributeKeyOf(column);
    const keyCode = key === null ? -1 : store.dictionary.codeOf(key);
    if (key === null || keyCode <= 0 || store.remembers(`values:${column}`))
      out.set(column, valueCodes(store, column));
    else {
      builds.set(keyCode, newBuild(store));
      columnOf.set(keyCode, column);
    }
  }
  for (let c = 0; c < store.days.length && builds.size > 0; c += 1) {
    addDay(store, c, builds);
    await pause();
  }
  for (const [keyCode, build] of builds) {
    const column = columnOf.get(keyCode) as string;
    out.set(
      column,
      store.remember(`values:${column}`, () => finish(build)),
    );
  }
  return out;
}

const makers: Record<ValueColumnId, (store: EventStore) => ValueCodes> = {
  type: (store) => stringCodes(store, 'type'),
  action: (store) => stringCodes(store, 'action'),
  location: (store) => stringCodes(store, 'location'),
  origin: (store) => stringCodes(store, 'origin'),
  vehicle: (store) => entityCodes(store, 'vehicleId'),
  device: (store) => entityCodes(store, 'deviceId'),
  company: (store) => entityCodes(store, 'companyId'),
  trip: (store) => entityCodes(store, 'tripId'),
  odometer: (store) => measureCodes(store, 'odometer'),
  gpsValid: gpsCodes,
};

/** A column's codes, made once per store (the caller checks the column with `isValueColumn`). */
export function valueCodes(store: EventStore, column: string): ValueCodes {
  return store.remember(`values:${column}`, () => {
    const key = attributeKeyOf(column);
    if (key !== null) return attributeCodes(store, key);
    const make = makers[column as ValueColumnId] as ((s: EventStore) => ValueCodes) | undefined;
    if (!make) throw new Error(`not a value column: ${column}`);
    return make(store);
  });
}

/** The attribute keys the loaded events carry, in name order. */
export function attributeKeys(store: EventStore): readonly string[] {
  return store.remember('attributeKeys', () => {
    const seen = new Uint8Array(store.dictionary.strings.length);
    for (const day of store.days) {
      const keys = day.attributes.key;
      for (let p = 0; p < keys.length; p += 1) seen[keys[p] as number] = 1;
    }
    const names: string[] = [];
    seen.forEach((flag, code) => {
      if (flag && code > 0) names.push(store.dictionary.strings[code] as string);
    });
    return names.sort((a, b) => a.localeCompare(b));
  });
}
