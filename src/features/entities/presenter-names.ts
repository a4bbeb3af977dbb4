import { pseudonymText } from '../presenter';
import type { EntityKind, EntityName } from './entity-name';
import { eachId, isId, type IdList } from './resolve/id-list';

// One masked map per names map, kind, region and language: every hook showing the same names gets the
// same map, so what is derived from its identity (sort keys, search masks) is made once. Weak: it goes
// with the names map.
const maskedMaps = new WeakMap<
  ReadonlyMap<number, EntityName>,
  Map<string, ReadonlyMap<number, EntityName>>
>();

/**
 * The names as presenter mode shows them: each entity its tab's pseudonym ("Vehicle 7"), no secondary
 * text (a plate, a serial, a trip's addresses), and `masked` so no view adds the real id. Ids without a
 * name get one too (an id is not shown either). Pseudonyms go in order of first sight: the ids first, in
 * the order the rows list them, then the names known.
 */
export function maskedNames(
  regionId: string,
  kind: EntityKind,
  names: ReadonlyMap<number, EntityName>,
  ids: IdList,
  language: string,
): ReadonlyMap<number, EntityName> {
  let byKey = maskedMaps.get(names);
  if (!byKey) maskedMaps.set(names, (byKey = new Map()));
  const key = `${regionId}:${kind}:${language}`;
  const known = byKey.get(key);
  // A list of ids not seen before (another page's) is added on top: same map object only when it adds none.
  if (known && [...eachId(ids)].every((id) => known.has(id))) return known;
  const masked = new Map<number, EntityName>(known);
  const add = (id: number, source: EntityName['source']) => {
    if (isId(id) && !masked.has(id))
      masked.set(id, { name: pseudonymText(regionId, kind, id), source, masked: true });
  };
  for (const id of eachId(ids)) add(id, names.get(id)?.source ?? 'api');
  for (const [id, entity] of names) add(id, entity.source);
  byKey.set(key, masked);
  return masked;
}
