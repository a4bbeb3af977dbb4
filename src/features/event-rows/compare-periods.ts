import type { EventStore, Rows } from '../event-data';
import { attributeColumn } from '../event-url';
import { countCodes, rank, rankCodeCounts, type ComparedValue } from './compare-values';
import { rankableKeys } from './compared-columns';
import { valueCodes } from './value-codes';

/** Some rows of a store: one period's events. */
interface StoreRows {
  store: EventStore;
  rows: Rows;
}

/** One value that stands out, with the column it is of. */
interface StandingOut extends ComparedValue {
  column: string;
}

/** Columns whose values a period is compared on: what a person names (no ids of trips or companies). */
const periodColumns = ['vehicle', 'type', 'action'] as const;

/**
 * The values whose share in `selection` differs most from their share in `baseline`, ranked by the compare
 * engine's own test (`rankCodeCounts`: a percentage point at least, three standard errors at least), the
 * most different first. The sides may be different stores (today and the weeks before): values are matched
 * by their text, since a store's codes are its own for attribute values.
 */
export function comparePeriods(
  selection: readonly StoreRows[],
  baseline: readonly StoreRows[],
  limit: number,
): StandingOut[] {
  const stores = [...selection, ...baseline].map((part) => part.store);
  const keys = new Set(stores.flatMap((store) => rankableKeys(store)));
  const columns = [...periodColumns, ...[...keys].sort().map(attributeColumn)];
  const n = selection.reduce((sum, part) => sum + part.rows.length, 0);
  const m = baseline.reduce((sum, part) => sum + part.rows.length, 0);
  const found = columns.flatMap((column) => {
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
  });
  // Across columns in the engine's order too: what today has more of first, then what it lacks.
  return found.sort((x, y) => rank(y) - rank(x)).slice(0, limit);
}
