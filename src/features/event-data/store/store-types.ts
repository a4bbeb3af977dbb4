import { colorsForTypes } from '../../../lib/type-colors';
import type { EventStore, Rows } from './event-store';

/** The event types among these rows, in name order: one flag per type code, no set of strings. */
export function typesAmong(store: EventStore, ...lists: readonly Rows[]): string[] {
  const type = store.column('type');
  const seen = new Uint8Array(store.dictionary.strings.length);
  for (const rows of lists)
    for (let i = 0; i < rows.length; i += 1) seen[type[rows[i] as number] as number] = 1;
  const types: string[] = [];
  seen.forEach((flag, code) => {
    if (flag) types.push(store.dictionary.string(code) ?? '');
  });
  return types.sort();
}

/**
 * A colour per type of everything loaded (the rows shown by the API from outside the window too): the
 * histogram and the map colour what they show from it, so a filter, a search or a replay never recolours a
 * type; only a type new to the loaded days can move the others. The histogram and the map offer
 * them to the event detail page's map (`useShareTypeColors`, src/lib/type-colors-context.tsx).
 */
export function storeTypeColors(store: EventStore): Map<string, string> {
  return store.remember('typeColors', () => colorsForTypes(typesAmong(store, store.rows, store.outside)));
}
