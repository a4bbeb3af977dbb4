import type { TFunction } from 'i18next';
import { rowEntityKinds, type RowEntityKind } from './row-names';

/** The texts a table cell shows or puts in a title, in the active language. */
export interface CellTexts {
  yes: string;
  no: string;
  only: Record<RowEntityKind, (entity: string) => string>;
  /** A cell's filter button: "Filter by Van 10", or by kind and id where there is no name. */
  filterByName: (name: string) => string;
  filterById: Record<RowEntityKind, (id: string) => string>;
  unreadable: (value: string) => string;
  unreadableTitle: (value: string) => string;
}

// Never in a translation: where the variable goes.
const marker = '\u0000';

/**
 * A message with one variable as a function of it, the translation looked up once: a screenful of new rows
 * asks for a few hundred titles, and i18next's lookup and interpolation, per cell, was a third of the
 * longest task while the table loaded. A translation that drops or repeats the variable is asked each time.
 */
function withOne(ask: (value: string) => string): (value: string) => string {
  const text = ask(marker);
  const at = text.indexOf(marker);
  if (at < 0 || text.indexOf(marker, at + 1) >= 0) return ask;
  const [before, after] = [text.slice(0, at), text.slice(at + marker.length)];
  return (value) => before + value + after;
}

export function cellTexts(t: TFunction<'explore'>): CellTexts {
  return {
    yes: t('value.yes'),
    no: t('value.no'),
    only: Object.fromEntries(
      rowEntityKinds.map((kind) => [kind, withOne((entity) => t(`table.only.${kind}`, { entity }))]),
    ) as CellTexts['only'],
    filterByName: withOne((name) => t('table.filterBy.named', { name })),
    filterById: Object.fromEntries(
      rowEntityKinds.map((kind) => [kind, withOne((id) => t(`table.filterBy.${kind}`, { id }))]),
    ) as CellTexts['filterById'],
    unreadable: withOne((value) => t('value.unreadable', { value })),
    unreadableTitle: withOne((value) => t('value.unreadableTitle', { value })),
  };
}
