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
 * The types of everything loaded (the rows the API sent from outside the window too), in name order: the
 * views colour a type by its place among these (`colorsForTypes`), so a filter, a search or a replay never
 * recolours a type; only a type new to the loaded days can move the others.
 */
export function loadedTypes(store: EventStore): readonly string[] {
  return store.remember('loadedTypes', () => typesAmong(store, store.rows, store.outside));
}
