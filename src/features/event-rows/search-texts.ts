import type { DayChunk, Dictionary } from '../event-data';
import { dayCache } from './day-cache';

/** Texts laid end to end with where each starts: a term is then found by `indexOf`, not a test per text. */
export interface Packed {
  text: string;
  starts: Uint32Array;
}

export function pack(parts: readonly string[]): Packed {
  const starts = new Uint32Array(parts.length + 1);
  let at = 0;
  parts.forEach((part, i) => {
    starts[i] = at;
    at += part.length + 1;
  });
  starts[parts.length] = at;
  return { text: parts.join('\n'), starts };
}

/** Marks `hits[i]` for every text i that holds `term` (terms hold no line break, so none spans two). */
export function findIn({ text, starts }: Packed, term: string, hits: Uint8Array): void {
  let lo = 0;
  for (let at = text.indexOf(term); at >= 0;) {
    // Found from the next text on (a frequent term, "8" in ids, mostly in that text): the search below
    // starts there and stops at once when it is.
    if ((starts[lo + 1] as number) <= at) lo += 1;
    let hi = starts.length - 2;
    while (lo < hi && !(at < (starts[lo + 1] as number))) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    hits[lo] = 1;
    at = text.indexOf(term, starts[lo + 1] as number);
  }
}

/** A day's texts for search, made on its first search (or in idle time before it) and kept with the day. */
export function dayTexts(day: DayChunk): { ids: Packed; values: Packed } {
  const memo = dayCache(day);
  let texts = memo.get('search') as { ids: Packed; values: Packed } | undefined;
  if (!texts) {
    const values = day.attributes;
    const distinct = Array.from({ length: values.textStart.length - 1 }, (_, t) =>
      values.texts.slice(values.textStart[t], values.textStart[t + 1]).toLowerCase(),
    );
    texts = { ids: pack(Array.from(day.id, String)), values: pack(distinct) };
    memo.set('search', texts);
  }
  return texts;
}

interface PoolTexts {
  version: number;
  /** Every string code's text in lower case, and every number code's as `String` writes it. */
  strings: Packed;
  numbers: Packed;
}

// Not in a store's memo: one per dictionary (a region's session), which outlives every store made from it;
// weak, so it goes with the dictionary at sign-out.
const poolTexts = new WeakMap<Dictionary, PoolTexts>();

/**
 * The dictionary's strings and numbers as search texts, made again when it has grown (a new day, a live
 * poll): a term is then one `indexOf` scan of each instead of a test per string and a `String()` per
 * number, which took about 25 ms of a first keystroke at 100k. Code 0 (absent) is an empty text.
 */
export function dictionaryTexts(dictionary: Dictionary): PoolTexts {
  let texts = poolTexts.get(dictionary);
  if (texts?.version !== dictionary.version) {
    const numbers = dictionary.numbers;
    texts = {
      version: dictionary.version,
      strings: pack(dictionary.strings.map((text) => text.toLowerCase())),
      numbers: pack(Array.from(numbers, (n, code) => (code === 0 ? '' : String(n)))),
    };
    poolTexts.set(dictionary, texts);
  }
  return texts;
}
