import { pairStart } from '../event-data';
import type { EventStore } from '../event-data';
import { nameHits, rowNamesTag, type RowEntityKind, type RowNames } from './row-names';
import { dayTexts, dictionaryTexts, findIn } from './search-texts';
import { remembered } from './rows-cache';
import { currentMasking, maskingTag } from '../presenter';
import { maskedLocationTexts, safeKeyCodes } from './masked-search';

/** Lower-case words; an event matches when its text holds every one. */
export function searchTerms(search: string): string[] {
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))];
}

const numberLike = /^[-+.\deE]+$/;

/** Per number code, 1 when the id holds the term or (with names) the entity of this kind is named so. */
function entityHits(
  store: EventStore,
  numberHit: Uint8Array,
  kind: RowEntityKind,
  names: RowNames | undefined,
  term: string,
  idsShown: boolean,
): Uint8Array {
  if (!names || names[kind].size === 0) return idsShown ? numberHit : new Uint8Array(numberHit.length);
  const hits = nameHits(store, kind, names[kind], term);
  // In presenter mode an entity is shown by its pseudonym alone: its id finds nothing.
  if (!idsShown) return hits;
  for (let code = 0; code < hits.length; code += 1)
    hits[code] = (hits[code] as number) | (numberHit[code] as number);
  return hits;
}

/**
 * For every event (global index) 1 when its id, entity ids or their names, type, action, location or an
 * attribute key or value holds `term`. Each distinct text, id and entity is tested once (the pool's), then
 * every event is a few table lookups; only event ids and attribute values, which are mostly distinct, are
 * scanned per day.
 */
function termMask(store: EventStore, term: string, names?: RowNames): Uint8Array {
  const { dictionary } = store;
  const pool = dictionaryTexts(dictionary);
  const textHit = new Uint8Array(dictionary.strings.length);
  findIn(pool.strings, term, textHit);
  // Presenter mode: a location is found by what is shown of it (its suburb), an attribute by its key, and
  // by its value only where the region lists the key as safe.
  const masking = currentMasking();
  let locationHit = textHit;
  if (masking) {
    locationHit = new Uint8Array(dictionary.strings.length);
    findIn(maskedLocationTexts(dictionary), term, locationHit);
  }
  const valueKeys = masking ? safeKeyCodes(dictionary, masking) : null;
  const numeric = numberLike.test(term);
  const numberHit = new Uint8Array(dictionary.numbers.length);
  if (numeric) findIn(pool.numbers, term, numberHit);
  const vehicleHit = entityHits(store, numberHit, 'vehicle', names, term, !masking);
  const deviceHit = entityHits(store, numberHit, 'device', names, term, !masking);
  const tripHit = entityHits(store, numberHit, 'trip', names, term, !masking);
  const companyHit = entityHits(store, numberHit, 'company', names, term, !masking);

  const mask = new Uint8Array(store.total);
  store.days.forEach((day, c) => {
    const base = store.base[c] as number;
    const { type, action, location, vehicleId, deviceId, tripId, companyId, attributes } = day;
    for (let r = 0; r < day.count; r += 1) {
      mask[base + r] =
        (textHit[type[r] as number] as number) |
        (textHit[action[r] as number] as number) |
        (locationHit[location[r] as number] as number) |
        (vehicleHit[vehicleId[r] as number] as number) |
        (deviceHit[deviceId[r] as number] as number) |
        (tripHit[tripId[r] as number] as number) |
        (companyHit[companyId[r] as number] as number);
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
      for (let p = pairStart(attributes, r); p < pairStart(attributes, r + 1); p += 1) {
        const key = attributes.key[p] as number;
        const valueShown = valueKeys === null || valueKeys[key] === 1;
        if (textHit[key] || (valueShown && valueHit[attributes.value[p] as number])) {
          mask[base + r] = 1;
          break;
        }
      }
    }
  });
  return mask;
}

/**
 * Every term's mask combined, remembered with the store (and the names searched); null when there is
 * nothing to search for. With `names`, a term also finds the events of each entity whose name holds it.
 */
export function searchMask(store: EventStore, terms: readonly string[], names?: RowNames): Uint8Array | null {
  if (terms.length === 0) return null;
  const tag = `${names ? rowNamesTag(names) : ''}${maskingTag()}`;
  return remembered(store, `search:${JSON.stringify(terms)}:${tag}`, () => {
    let mask: Uint8Array | null = null;
    for (const term of terms) {
      const one = remembered(store, `term:${term}:${tag}`, () => termMask(store, term, names));
      if (!mask) mask = one.slice();
      else for (let g = 0; g < mask.length; g += 1) mask[g] = (mask[g] as number) & (one[g] as number);
    }
    return mask as Uint8Array;
  });
}
