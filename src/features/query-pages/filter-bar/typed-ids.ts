import { idsNamed, type EntityName } from '../../entities';
import { parseIdList } from '../../event-url';

/** What a user typed into an id filter: the ids it stands for, and the parts that are neither id nor name. */
export interface TypedIds {
  ids: number[];
  unknown: string[];
}

/**
 * Ids from typed text: a list of ids ("40010024, 40010031"); else one name or secondary text ("Ute 12",
 * "AB-12-CD"; every entity so called); else comma- or semicolon-separated ids and names. Case and
 * accents do not matter; a name must be whole (the autocomplete offers parts).
 */
export function typedIds(text: string, names: ReadonlyMap<number, EntityName>): TypedIds {
  const asIds = parseIdList(text);
  if (asIds.invalid.length === 0) return { ids: asIds.ids, unknown: [] };
  const named = idsNamed(names, text);
  if (named.length > 0) return { ids: named, unknown: [] };
  const ids = new Set<number>();
  const unknown: string[] = [];
  for (const part of text.split(/[,;]/).map((item) => item.trim())) {
    if (part === '') continue;
    const partIds = parseIdList(part);
    const found = partIds.invalid.length === 0 ? partIds.ids : idsNamed(names, part);
    if (found.length === 0) unknown.push(part);
    for (const id of found) ids.add(id);
  }
  return { ids: [...ids], unknown };
}
