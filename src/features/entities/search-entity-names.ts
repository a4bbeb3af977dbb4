import type { EntityName } from './entity-name';

export interface EntityMatch {
  id: number;
  name: string;
  secondary?: string;
}

const beyondAscii = /[\u0080-\uffff]/;

/** Lower case without accents, so "camion" finds "Camión" and "ute" finds "UTE 12". */
export function foldText(text: string): string {
  // Most names are ASCII: nothing to decompose, and its only diacritics are ^ and ` (five times faster for
  // a week's trip names, which a sort by Trip folds).
  if (!beyondAscii.test(text)) return text.replace(/[\^`]/g, '').toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** How well a name matches: lower is better; Infinity is no match. */
function rank(query: string, id: number, entity: EntityName): number {
  const name = foldText(entity.name);
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  if (name.split(/[\s,·()-]+/).some((word) => word.startsWith(query))) return 2;
  if (
    entity.secondary &&
    foldText(entity.secondary)
      .replace(/[\s·-]/g, '')
      .includes(query.replace(/[\s·-]/g, ''))
  )
    return 3;
  if (name.includes(query)) return 4;
  // A pseudonym stands for its id, which is not shown: typing the real id must not say whose it is.
  if (!entity.masked && String(id).startsWith(query)) return 5;
  return Infinity;
}

/**
 * Names matching what a user typed, best first (exact name, name prefix, word prefix, registration or
 * serial, anywhere in the name, id prefix), at most `limit`: for autocomplete in an id filter.
 */
export function searchEntityNames(
  names: ReadonlyMap<number, EntityName>,
  typed: string,
  limit = 20,
): EntityMatch[] {
  const query = foldText(typed.trim());
  if (query === '') return [];
  const hits: { rank: number; match: EntityMatch }[] = [];
  for (const [id, entity] of names) {
    const score = rank(query, id, entity);
    if (score === Infinity) continue;
    hits.push({
      rank: score,
      match: entity.secondary
        ? { id, name: entity.name, secondary: entity.secondary }
        : { id, name: entity.name },
    });
  }
  hits.sort(
    (a, b) => a.rank - b.rank || a.match.name.localeCompare(b.match.name, undefined, { numeric: true }),
  );
  return hits.slice(0, limit).map((hit) => hit.match);
}

/**
 * The ids a typed name stands for: every entity whose name or secondary text equals it (ignoring case
 * and accents). For a filter that accepts "Ute 12" or "AB-12-CD" as well as an id.
 */
export function idsNamed(names: ReadonlyMap<number, EntityName>, typed: string): number[] {
  const query = foldText(typed.trim());
  if (query === '') return [];
  const ids: number[] = [];
  for (const [id, entity] of names) {
    if (foldText(entity.name) === query || (entity.secondary && foldText(entity.secondary) === query))
      ids.push(id);
  }
  return ids;
}
