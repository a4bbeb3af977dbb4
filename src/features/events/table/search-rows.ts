import type { DayChunk } from '../api/reader/day-chunk';
import type { EventStore } from '../data/event-store';

/** Lower-case words; an event matches when its text holds every one. */
export function searchTerms(search: string): string[] {
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))];
}

/** Texts laid end to end with where each starts: a term is then found by `indexOf`, not a test per text. */
interface Packed {
  text: string;
  starts: Uint32Array;
}

function pack(parts: readonly string[]): Packed {
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
function findIn({ text, starts }: Packed, term: string, hits: Uint8Array): void {
  let lo = 0;
  for (let at = text.indexOf(term); at >= 0;) {
    let hi = starts.length - 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if ((starts[mid] as number) <= at) lo = mid;
      else hi = mid - 1;
    }
    hits[lo] = 1;
    at = text.indexOf(term, starts[lo + 1] as number);
  }
}

/** A day's texts for search, made on its first search and kept with the day. */
function dayTexts(day: DayChunk): { ids: Packed; values: Packed } {
  const memo = (day.memo ??= new Map());
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

const numberLike = /^[-+.\deE]+$/;

/**
 * For every event (global index) 1 when its id, entity ids, type, action, location or an attribute key or
 * value holds `term`. Each distinct text and id is tested once (the pool's), then every event is a few
 * table lookups; only event ids and attribute values, which are mostly distinct, are scanned per day.
 */
function termMask(store: EventStore, term: string): Uint8Array {
  const dictionary = store.dictionary;
  const lower = dictionary.lowerStrings();
  const textHit = new Uint8Array(lower.length);
  for (let code = 1; code < lower.length; code += 1)
    if ((lower[code] as string).includes(term)) textHit[code] = 1;
  const numeric = numberLike.test(term);
  const numbers = dictionary.numbers;
  const numberHit = new Uint8Array(numbers.length);
  if (numeric)
    for (let code = 1; code < numbers.length; code += 1)
      if (String(numbers[code]).includes(term)) numberHit[code] = 1;

  const mask = new Uint8Array(store.total);
  store.days.forEach((day, c) => {
    const base = store.base[c] as number;
    const { type, action, location, vehicleId, deviceId, tripId, companyId, attributes } = day;
    for (let r = 0; r < day.count; r += 1) {
      mask[base + r] =
        (textHit[type[r] as number] as number) |
        (textHit[action[r] as number] as number) |
        (textHit[location[r] as number] as number) |
        (numberHit[vehicleId[r] as number] as number) |
        (numberHit[deviceId[r] as number] as number) |
        (numberHit[tripId[r] as number] as number) |
        (numberHit[companyId[r] as number] as number);
    }
    const texts = dayTexts(day);
    if (numeric) {
      const idHit = new Uint8Array(day.count);
      findIn(texts.ids, term, idHit);
      for (let r = 0; r < day.count; r += 1) if (idHit[r]) mask[base + r] = 1;
    }
    const valueHit = new Uint8Array(attributes.textStart.length);
    findIn(texts.values, term, valueHit);
    for (let r = 0; r < day.count; r += 1) {
      if (mask[base + r]) continue;
      for (let p = attributes.start[r] as number; p < (attributes.start[r + 1] as number); p += 1) {
        if (textHit[attributes.key[p] as number] || valueHit[attributes.value[p] as number]) {
          mask[base + r] = 1;
          break;
        }
      }
    }
  });
  return mask;
}

/** Every term's mask combined, remembered with the store; null when there is nothing to search for. */
export function searchMask(store: EventStore, terms: readonly string[]): Uint8Array | null {
  if (terms.length === 0) return null;
  return store.remember(`search:${JSON.stringify(terms)}`, () => {
    let mask: Uint8Array | null = null;
    for (const term of terms) {
      const one = store.remember(`term:${term}`, () => termMask(store, term));
      if (!mask) mask = one.slice();
      else for (let g = 0; g < mask.length; g += 1) mask[g] = (mask[g] as number) & (one[g] as number);
    }
    return mask as Uint8Array;
  });
}
