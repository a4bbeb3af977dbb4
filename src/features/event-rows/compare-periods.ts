import type { EventStore, Rows } from '../event-data';
import { attributeColumn } from '../event-url';
import { countCodes, rank, rankCodeCounts, type ComparedValue } from './compare-values';
import { rankableKeys } from './compared-columns';
import { idLikeColumns } from './id-like-columns';
import { valueCodes } from './value-codes';

/** Some rows of a store: one period's events. */
export interface StoreRows {
  store: EventStore;
  rows: Rows;
}

/** One value that stands out, with the column it is of. */
export interface StandingOut extends ComparedValue {
  column: string;
}

/** Columns whose values a period is compared on: what a person names (no ids of trips or companies). */
const namedColumns = ['vehicle', 'type', 'action'] as const;

/** The columns two sides are compared on: vehicle, type, action, then each rankable attribute not like an id. */
export function periodColumns(selection: readonly StoreRows[], baseline: readonly StoreRows[]): string[] {
  const keys = new Set([...selection, ...baseline].flatMap((part) => rankableKeys(part.store)));
  // As the engine lists them apart: an attribute like an id (a sequence each vehicle counts up) has new
  // values every day, which would always stand out.
  const first = selection[0]?.store;
  const idLike = first ? idLikeColumns(first) : new Set<string>();
  return [
    ...namedColumns,
    ...[...keys]
      .sort()
      .map(attributeColumn)
      .filter((column) => !idLike.has(column)),
  ];
}

/**
 * One column's values that stand out in `selection` against `baseline`, by the compare engine's own test
 * (`rankCodeCounts`: a percentage point at least, three standard errors at least). The sides may be
 * different stores (today and the weeks before): values are matched by their text, since a store's codes
 * are its own for attribute values.
 */
export function rankPeriodColumn(
  column: string,
  selection: readonly StoreRows[],
  baseline: readonly StoreRows[],
): StandingOut[] {
  const n = selection.reduce((sum, part) => sum + part.rows.length, 0);
  const m = baseline.reduce((sum, part) => sum + part.rows.length, 0);
  // Texts numbered across stores: 0 stays "absent", as a store's own codes have it.
  const texts = [''];
  const indexOf = new Map<string, number>();
  const tally = (parts: readonly StoreRows[]) => {
    const counts = new Map<number, number>();
    for (const { store, rows } of parts) {
      const source = valueCodes(store, column);
      const byCode = new Uint32Array(source.size);
      countCodes(source.codes, rows, byCode);
      byCode.forEach((count, code) => {
        if (count === 0) return;
        const text = code === 0 ? null : source.text(code);
        let index = text === null ? 0 : indexOf.get(text);
        if (index === undefined) {
          index = texts.push(text as string) - 1;
          indexOf.set(text as string, index);
        }
        counts.set(index, (counts.get(index) ?? 0) + count);
      });
    }
    return counts;
  };
  const a = tally(selection);
  const b = tally(baseline);
  const inside = new Uint32Array(texts.length);
  const outside = new Uint32Array(texts.length);
  a.forEach((count, index) => (inside[index] = count));
  b.forEach((count, index) => (outside[index] = count));
  const ranked = rankCodeCounts(column, inside, outside, n, m, (index) => texts[index] ?? '');
  return ranked ? ranked.values.map((value) => ({ ...value, column })) : [];
}

/** The columns' values that stand out, in the engine's order across columns: what `selection` has more of first. */
export function topStandingOut(found: readonly StandingOut[], limit: number): StandingOut[] {
  return [...found].sort((x, y) => rank(y) - rank(x)).slice(0, limit);
}

/** The whole comparison at once (tests; the home page ranks a column a task, `useStandsOut`). */
export function comparePeriods(
  selection: readonly StoreRows[],
  baseline: readonly StoreRows[],
  limit: number,
): StandingOut[] {
  const found = periodColumns(selection, baseline).flatMap((column) =>
    rankPeriodColumn(column, selection, baseline),
  );
  return topStandingOut(found, limit);
}
