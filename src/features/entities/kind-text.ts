import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';
import type { EntityKind } from './entity-name';

type EntitiesT = TFunction<'entities'>;

export interface KindWords {
  /** "Vehicles": a column or row title. */
  heading: string;
  /** "vehicles": in running text. */
  plural: string;
  /** "vehicle" as in "vehicle names" (Spanish "de vehículos", so each language says which form). */
  modifier: string;
}

/**
 * The words for a kind in the active language, from the `entities` catalog. `entityKindLabels` stays
 * English: exports' column headers use it.
 */
export function kindWords(t: EntitiesT, kind: EntityKind): KindWords {
  return {
    heading: t(`kinds.${kind}.heading`),
    plural: t(`kinds.${kind}.plural`),
    modifier: t(`kinds.${kind}.modifier`),
  };
}

/** "2 vehicles", "1 device": a count of one kind, the number written the active language's way. */
export function kindCount(t: EntitiesT, kind: EntityKind, n: number): string {
  return t(`kinds.${kind}.count`, { count: n, n: formatNumber(n) });
}

/** "vehicles and devices", "vehicles, devices and trips": words joined the active language's way. */
export function joinWords(t: EntitiesT, words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return t('list.last', { head: words.slice(0, -1).join(', '), last: words[words.length - 1] ?? '' });
}
