import { pairStart, propText, valueKinds } from '../event-data';
import type { EventStore } from '../event-data';
import type { ValueCodes } from './value-codes-type';

// An attribute key's values numbered across the days (`valueCodes`, `valueCodesInSlices`): each day numbers
// its distinct texts; one pass over its pairs maps those to the week's codes.

const nullKind = valueKinds.indexOf('null');

/** One attribute key's values being numbered, a day at a time. */
export interface AttributeBuild {
  /** As narrow as its values allow: a key's codes stay in the store's memo beside the columns it holds. */
  codes: Uint8Array | Uint16Array | Uint32Array;
  texts: string[];
  byText: Map<string, number>;
}

/**
 * The keys being numbered: `builds[k]` is the key whose pool code `code` has `indexOf[code] === k`
 * (-1: not asked for). Typed arrays, not a Map: a lookup per pair of half a million events.
 */
export interface AttributeBuilds {
  indexOf: Int32Array;
  builds: AttributeBuild[];
}

/**
 * One day's attribute pairs into the builds of the keys asked for, in one pass over its pairs however many
 * keys: each distinct text of the day is mapped to its key's code once (an event's first pair of a key is
 * its value for that key).
 */
export function addDay(store: EventStore, c: number, { indexOf, builds }: AttributeBuilds): void {
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
export function buildsFor(store: EventStore, keyCodes: readonly number[]): AttributeBuilds {
  const indexOf = new Int32Array(store.dictionary.strings.length).fill(-1);
  keyCodes.forEach((code, k) => (indexOf[code] = k));
  return { indexOf, builds: keyCodes.map(() => newBuild(store)) };
}

const newBuild = (store: EventStore): AttributeBuild => ({
  codes: new Uint8Array(store.total),
  texts: [''],
  byText: new Map(),
});

export function finish({ codes, texts, byText }: AttributeBuild): ValueCodes {
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
export function attributeCodes(store: EventStore, key: string): ValueCodes {
  const keyCode = store.dictionary.codeOf(key);
  const builds = buildsFor(store, keyCode > 0 ? [keyCode] : []);
  for (let c = 0; c < store.days.length; c += 1) addDay(store, c, builds);
  return finish(builds.builds[0] ?? newBuild(store));
}
