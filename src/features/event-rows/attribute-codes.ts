import { pairStart, valueKinds } from '../event-data';
import type { EventStore } from '../event-data';
import { SpanNumbering } from './span-numbering';
import type { ValueCodes } from './value-codes-type';

// An attribute key's values numbered across the days (`valueCodes`, `valueCodesInSlices`): each day numbers
// its distinct texts; one pass over its pairs maps those to the week's codes.

const nullKind = valueKinds.indexOf('null');

/** One attribute key's values being numbered, a day at a time. */
export interface AttributeBuild {
  /** As narrow as its values allow: a key's codes stay in the store's memo beside the columns it holds. */
  codes: Uint8Array | Uint16Array | Uint32Array;
  /** The key's distinct texts, found in the days' texts where they are. */
  texts: SpanNumbering;
}

/**
 * The keys being numbered: `builds[k]` is the key whose pool code `code` has `indexOf[code] === k`
 * (-1: not asked for). Typed arrays, not a Map: a lookup per pair of half a million events.
 */
export interface AttributeBuilds {
  indexOf: Int32Array;
  builds: AttributeBuild[];
}

/** One day being numbered: each key's code of each of the day's texts, and the last row given each key. */
export interface DayNumbering {
  c: number;
  /** Rows below this are numbered. */
  row: number;
  /** `seen[k * texts + t]`: key k's code of the day's text t, plus 1 (0: not met yet, so no fill). */
  seen: Int32Array;
  lastRow: Int32Array;
  /** Each key's number for the day's texts in its `SpanNumbering`. */
  sources: Int32Array;
}

/** Day `c` of the store, ready to be numbered from its first row (`addRows`). */
export function startDay(store: EventStore, c: number, { builds }: AttributeBuilds): DayNumbering {
  const list = store.days[c]?.attributes;
  const texts = list?.textStart.length ?? 0;
  // Key by key: one text ("true", "0") is often the value of several keys.
  return {
    c,
    row: 0,
    seen: new Int32Array(texts * builds.length),
    lastRow: new Int32Array(builds.length).fill(-1),
    sources: Int32Array.from(builds, (build) => build.texts.addSource(list?.texts ?? '')),
  };
}

/**
 * The day's next rows, up to `toRow`, into the builds of the keys asked for, in one pass over their pairs
 * however many keys: each distinct text of the day is mapped to its key's code once (an event's first pair
 * of a key is its value for that key). A day of a week of half a million events is ~60 ms of this, so the
 * caller can give the page back between stretches of rows.
 */
export function addRows(
  store: EventStore,
  numbering: DayNumbering,
  { indexOf, builds }: AttributeBuilds,
  toRow: number,
): void {
  const day = store.days[numbering.c];
  if (!day || builds.length === 0) return;
  const list = day.attributes;
  const { key: keys, value: values, kind: kinds, textStart } = list;
  const base = store.base[numbering.c] as number;
  const texts = textStart.length;
  const { seen, lastRow, sources } = numbering;
  const end = Math.min(toRow, day.count);
  let p = pairStart(list, numbering.row);
  for (let row = numbering.row; row < end; row += 1) {
    const rowEnd = pairStart(list, row + 1);
    for (; p < rowEnd; p += 1) {
      const k = indexOf[keys[p] as number] ?? -1;
      if (k < 0 || lastRow[k] === row) continue;
      lastRow[k] = row;
      const build = builds[k] as AttributeBuild;
      const t = values[p] as number;
      let code = (seen[k * texts + t] as number) - 1;
      if (code < 0) {
        code =
          kinds[p] === nullKind
            ? 0
            : build.texts.codeAt(sources[k] as number, textStart[t] as number, textStart[t + 1] as number);
        if (code > 255) build.codes = wideEnough(build.codes, code);
        seen[k * texts + t] = code + 1;
      }
      build.codes[base + row] = code;
    }
  }
  numbering.row = Math.max(numbering.row, end);
}

/** A whole day of rows (see `addRows`). */
function addDay(store: EventStore, c: number, builds: AttributeBuilds): void {
  addRows(store, startDay(store, c, builds), builds, store.days[c]?.count ?? 0);
}

/** The codes in an array wide enough for `code` (a key's 256th or 65,536th distinct value widens them). */
const wideEnough = (codes: AttributeBuild['codes'], code: number) =>
  codes instanceof Uint8Array
    ? code > 65_535
      ? new Uint32Array(codes)
      : new Uint16Array(codes)
    : codes instanceof Uint16Array && code > 65_535
      ? new Uint32Array(codes)
      : codes;

/** Builds for the keys of these pool codes (each above 0), in their order. */
export function buildsFor(store: EventStore, keyCodes: readonly number[]): AttributeBuilds {
  const indexOf = new Int32Array(store.dictionary.strings.length).fill(-1);
  keyCodes.forEach((code, k) => (indexOf[code] = k));
  return { indexOf, builds: keyCodes.map(() => newBuild(store)) };
}

const newBuild = (store: EventStore): AttributeBuild => ({
  codes: new Uint8Array(store.total),
  texts: new SpanNumbering(),
});

export function finish({ codes, texts }: AttributeBuild): ValueCodes {
  const collator = new Intl.Collator(undefined, { numeric: true });
  return {
    codes,
    size: texts.size,
    text: (code) => texts.text(code),
    codeOf: (text) => texts.codeOf(text),
    compare: (a, b) => collator.compare(texts.text(a), texts.text(b)),
  };
}

/** An attribute key's values across the days, by the text the API sent (a JSON `null` is absent). */
export function attributeCodes(store: EventStore, key: string): ValueCodes {
  const keyCode = store.dictionary.codeOf(key);
  const builds = buildsFor(store, keyCode > 0 ? [keyCode] : []);
  for (let c = 0; c < store.days.length; c += 1) addDay(store, c, builds);
  return finish(builds.builds[0] ?? newBuild(store));
}
