// JSON.parse gives an object of many keys (an event of 200,000 fields, attributes of as many) a hash
// table and each new key a place in the engine's string table: such a day parses about three times slower
// than a plain day of its size, before the reader looks at it (issue 64, bench/parse-limits.ts). Objects
// that long are read here instead, pair by pair, keeping what the reader can keep and counting the rest.

import { eventFieldKinds } from '../../../contract/event-fields';
import { eachPair, skipSpace, splitTopLevelArray } from './json-scan';
import { setOwn } from './own-keys';
import { maxFieldsPerEvent } from './read-limits';

/**
 * Keys of an object read here that were counted, not kept (an own property under a symbol: for-in and
 * Object.keys do not see it).
 */
export const keysNotRead: unique symbol = Symbol('keys not read');

/** An object's keys that were counted, not kept (0 for any other value). */
export const keysNotReadOf = (value: object): number =>
  (value as { [keysNotRead]?: number })[keysNotRead] ?? 0;

/**
 * Text this long without an object opening may hold one object of many keys. A plain event is a few
 * hundred characters; a day with none as long parses whole, as before.
 */
export const wideStretch = 65_536;
/**
 * Or so many objects in a row this close together: an object whose values are small objects. An event
 * is hardly ever written in under 32 characters, so a plain day has no such run (a day of bare minimum
 * events would only be read the slower way).
 */
const closeObjects = { gap: 32, run: 4_096 };

/** Whether a day's text may hold an object too long to give JSON.parse (a cheap look, mostly native). */
export function mayHoldWideObjects(text: string): boolean {
  let last = 0;
  let closeRun = 0;
  for (let at = text.indexOf('{'); at !== -1; at = text.indexOf('{', at + 1)) {
    const gap = at - last;
    if (gap > wideStretch) return true;
    closeRun = gap < closeObjects.gap ? closeRun + 1 : 0;
    if (closeRun >= closeObjects.run) return true;
    last = at;
  }
  return text.length - last > wideStretch;
}

/** The spec's field names by length: a long object keeps them wherever they come. */
const specNamesByLength = new Map<number, string[]>();
for (const name of Object.keys(eventFieldKinds))
  specNamesByLength.set(name.length, [...(specNamesByLength.get(name.length) ?? []), name]);

/** Whether the key text[start, end) (quotes included) is one of the spec's fields, without copying it. */
const isSpecName = (text: string, start: number, end: number): boolean =>
  specNamesByLength.get(end - start - 2)?.some((name) => text.startsWith(name, start + 1)) ?? false;

const keyOf = (text: string, start: number, end: number): string => {
  const inner = text.slice(start + 1, end - 1);
  return inner.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : inner;
};

/**
 * The value of text[start, end): JSON.parse's, except that a long object keeps the spec's fields and the
 * first `maxFieldsPerEvent` others, and counts the rest (`keysNotRead`).
 */
function valueOf(text: string, start: number, end: number, parse: (json: string) => unknown): unknown {
  if (end - start <= wideStretch || text.charCodeAt(start) !== 0x7b) return parse(text.slice(start, end));
  const object: Record<string, unknown> = {};
  let kept = 0;
  let counted = 0;
  eachPair(text, start, (keyStart, keyEnd, valueStart, valueEnd) => {
    // The spec's fields are kept wherever they come, and do not count against the others. One whose name
    // is written with escapes ("\u0069d") is taken for another field.
    const spec = isSpecName(text, keyStart, keyEnd);
    if (spec || kept < maxFieldsPerEvent) {
      setOwn(object, keyOf(text, keyStart, keyEnd), valueOf(text, valueStart, valueEnd, parse));
      if (!spec) kept += 1;
    } else counted += 1;
  });
  if (counted > 0) Object.defineProperty(object, keysNotRead, { value: counted });
  return object;
}

/**
 * A day's items, JSON.parse's but for long objects (read by `valueOf`), or null when the text is not one
 * whole array. An item that is not JSON throws, for the caller to take item by item.
 */
export function parseWideDay(text: string, parse: (json: string) => unknown): unknown[] | null {
  const items = splitTopLevelArray(text);
  if (items === null) return null;
  const long: number[] = [];
  const short: string[] = [];
  items.forEach((item, i) => (item.length > wideStretch ? long.push(i) : short.push(item)));
  const parsedShort = parse(`[${short.join(',')}]`) as unknown[];
  const out: unknown[] = [];
  let nextShort = 0;
  let nextLong = 0;
  for (let i = 0; i < items.length; i += 1) {
    if (long[nextLong] !== i) out.push(parsedShort[(nextShort += 1) - 1]);
    else {
      out.push(parseItem(items[i] as string, parse));
      nextLong += 1;
    }
  }
  return out;
}

/** One item's text, parsed as `parseWideDay` parses it. */
export function parseItem(item: string, parse: (json: string) => unknown): unknown {
  return item.length > wideStretch
    ? valueOf(item, skipSpace(item, 0), item.trimEnd().length, parse)
    : parse(item);
}
