import { gpsStates, pairStart, propText, valueKinds } from '../event-data';
import type { EventStore } from '../event-data';
import { attributeKeyOf, type ValueColumnId } from '../event-url';

/**
 * One column's values as codes, one per event (global index), 0 where the event has none: what top values
 * count and include/exclude test, with one array lookup per event. Strings and entity ids are the pool's
 * own codes; numbers and attribute values get codes of their own, made once per store.
 */
export interface ValueCodes {
  codes: Uint32Array | Uint16Array | Uint8Array;
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
  /** As narrow as its values allow: a key's codes stay in the store's memo beside the columns it holds. */
  codes: Uint8Array | Uint16Array | Uint32Array;
  texts: string[];
  byText: Map<string, number>;
}

/**
 * The keys being numbered: `builds[k]` is the key whose pool code `code` has `indexOf[code] === k`
 * (-1: not asked for). Typed arrays, not a Map: a lookup per pair of half a million events.
 */
interface AttributeBuilds {
  indexOf: Int32Array;
  builds: AttributeBuild[];
}

/**
 * One day's attribute pairs into the builds of the keys asked for, in one pass over its pairs however many
 * keys: each distinct text of the day is mapped to its key's code once (an event's first pair of a key is
 * its value for that key).
 */
function addDay(store: EventStore, c: number, { indexOf, builds }: AttributeBuilds): void {
  const day = store.days[c];
  if (!day || builds.length === 0) return;
  const list = day.attributes;
  const { key: keys, value: values, kind: kinds } = list;
  const base = store.base[c] as number;
  // Each key's code of each of the day's texts (-1: not met yet), key by key: one text ("true", "0") is
  // often the value of several keys.
  const texts = list.textStart.length;
  const seen = new Int32Array(texts * builds.length).fill(-1);
  const lastRow = new Int32Array(builds.length).fill(-1);
  let p = pairStart(list, 0);
  for (let row = 0; row < day.count; row += 1) {
    const end = pairStart(list, row + 1);
    for (; p < end; p += 1) {
      const k = indexOf[keys[p] as number] ?? -1;
      if (k < 0 || lastRow[k] === row) continue;
      lastRow[k] = row;
      const build = builds[k] as AttributeBuild;
      const t = values[p] as number;
      let code = seen[k * texts + t] as number;
      if (code < 0) {
        const text = propText(list, p);
        code = kinds[p] === nullKind ? 0 : (build.byText.get(text) ?? -1);
        if (code < 0) {
          code = build.texts.length;
          build.texts.push(text);
          build.byText.set(text, code);
          if (code === 256 || code === 65_536) build.codes = widened(build.codes);
        }
        seen[k * texts + t] = code;
      }
      build.codes[base + row] = code;
    }
  }
}

/** The same codes in an array of the next width (a key's 256th or 65,536th distinct value). */
const widened = (codes: AttributeBuild['codes']) =>
  codes instanceof Uint8Array ? Uint16Array.from(codes) : Uint32Array.from(codes);

/** Builds for the keys of these pool codes (each above 0), in their order. */
function buildsFor(store: EventStore, keyCodes: readonly number[]): AttributeBuilds {
  const indexOf = new Int32Array(store.dictionary.strings.length).fill(-1);
  keyCodes.forEach((code, k) => (indexOf[code] = k));
  return {
    indexOf,
    builds: keyCodes.map(() => ({ codes: new Uint8Array(store.total), texts: [''], byText: new Map() })),
  };
}

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
  const keyCode = store.dictionary.codeOf(key);
  const builds = buildsFor(store, keyCode > 0 ? [keyCode] : []);
  for (let c = 0; c < store.days.length; c += 1) addDay(store, c, builds);
  return finish(builds.builds[0] ?? { codes: new Uint8Array(store.total), texts: [''], byText: new Map() });
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
  const keyCodes: number[] = [];
  const wanted: string[] = [];
  for (const column of columns) {
    const key = attributeKeyOf(column);
    const keyCode = key === null ? -1 : store.dictionary.codeOf(key);
    if (key === null || keyCode <= 0 || store.remembers(`values:${column}`))
      out.set(column, valueCodes(store, column));
    else {
      keyCodes.push(keyCode);
      wanted.push(column);
    }
  }
  const builds = buildsFor(store, keyCodes);
  for (let c = 0; c < store.days.length && keyCodes.length > 0; c += 1) {
    addDay(store, c, builds);
    await pause();
  }
  wanted.forEach((column, k) =>
    out.set(
      column,
      store.remember(`values:${column}`, () => finish(builds.builds[k] as AttributeBuild)),
    ),
  );
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
