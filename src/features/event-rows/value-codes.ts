import { gpsStates, maxAttributeKeysPerDay } from '../event-data';
import type { EventStore } from '../event-data';
import { attributeKeyOf, type ValueColumnId } from '../event-url';
import { addRows, attributeCodes, buildsFor, finish, startDay, type AttributeBuild } from './attribute-codes';
import type { ValueCodes } from './value-codes-type';
import { remembered, isRemembered } from './rows-cache';

export type { ValueCodes } from './value-codes-type';

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

/** Rows of a day numbered between two calls of `pause` (a day of a 500k week is ~80k rows, ~60 ms). */
const rowsPerStretch = 16_384;

/**
 * The codes of several columns, the attribute keys among them made together in one pass over each day's
 * pairs and `pause` between stretches of its rows (a comparison over every key at half a million events
 * was one task of 300 ms and more, key after key); the rest as `valueCodes` makes them (one pass over a
 * column each). Each is remembered with the store, as `valueCodes` would.
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
    if (key === null || keyCode <= 0 || isRemembered(store, `values:${column}`))
      out.set(column, valueCodes(store, column));
    else {
      keyCodes.push(keyCode);
      wanted.push(column);
    }
  }
  const builds = buildsFor(store, keyCodes);
  for (let c = 0; c < store.days.length && keyCodes.length > 0; c += 1) {
    const numbering = startDay(store, c, builds);
    const count = store.days[c]?.count ?? 0;
    for (let row = 0; row < count; row += rowsPerStretch) {
      addRows(store, numbering, builds, row + rowsPerStretch);
      await pause();
    }
  }
  wanted.forEach((column, k) =>
    out.set(
      column,
      remembered(store, `values:${column}`, () => finish(builds.builds[k] as AttributeBuild)),
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
  return remembered(store, `values:${column}`, () => {
    const key = attributeKeyOf(column);
    if (key !== null) return attributeCodes(store, key);
    const make = makers[column as ValueColumnId] as ((s: EventStore) => ValueCodes) | undefined;
    if (!make) throw new Error(`not a value column: ${column}`);
    return make(store);
  });
}

/**
 * The attribute keys the loaded events carry, in name order: at most `maxAttributeKeysPerDay` of them (the
 * keys on the most pairs), so that days of keys of their own offer a usable list (docs/reading-limits.md).
 */
export function attributeKeys(store: EventStore): readonly string[] {
  return remembered(store, 'attributeKeys', () => {
    const seen = new Uint32Array(store.dictionary.strings.length);
    for (const day of store.days) {
      const keys = day.attributes.key;
      for (let p = 0; p < keys.length; p += 1) {
        const code = keys[p] as number;
        seen[code] = (seen[code] as number) + 1;
      }
    }
    let codes: number[] = [];
    seen.forEach((count, code) => {
      if (count > 0 && code > 0) codes.push(code);
    });
    if (codes.length > maxAttributeKeysPerDay)
      codes = codes
        .sort((a, b) => (seen[b] as number) - (seen[a] as number))
        .slice(0, maxAttributeKeysPerDay);
    return codes.map((code) => store.dictionary.strings[code] as string).sort((a, b) => a.localeCompare(b));
  });
}
