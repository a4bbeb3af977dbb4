import type { EventStore, Rows } from '../event-data';
import type { CompareAsk, CompareRange } from '../event-url';
import { jensenShannon } from './column-divergence';
import { comparedColumns } from './compared-columns';
import { idLikeColumns } from './id-like-columns';
import { valueCodes } from './value-codes';

/** One value's place in the selection and in the rest of the window (the baseline). */
export interface ComparedValue {
  /** The value's text; null: absent. */
  value: string | null;
  selection: number;
  baseline: number;
  selectionShare: number;
  baselineShare: number;
  /** `selectionShare - baselineShare`: over-represented in the selection above 0. */
  difference: number;
}

/** A column's values that stand out, the most different first. */
export interface ComparedColumn {
  column: string;
  values: ComparedValue[];
  /** How far apart its whole distribution is on the two sides, 0 to 1 (`jensenShannon`). */
  divergence: number;
}

export interface Comparison {
  selectionRows: number;
  baselineRows: number;
  /** Columns with a value that stands out, the one whose distribution differs most first. */
  columns: ComparedColumn[];
  /** The same for id-like columns (`idLikeColumns`), shown after the others: they differ by nature. */
  idLike: ComparedColumn[];
}

/** The rows inside a compared range and the rest: one pass over the rows' times. */
export interface SplitRows {
  inside: Uint32Array;
  outside: Uint32Array;
}

/** A value stands out when its share differs by this much at least (a percentage point)... */
export const minDifference = 0.01;
/** ...and by at least this many standard errors, so a small selection's chance wobbles rank nothing. */
export const minZ = 3;
/** Values listed per column. */
export const valuesPerColumn = 5;

export function splitRows(
  store: EventStore,
  rows: Rows,
  range: CompareRange,
  from = 0,
  to = rows.length,
): SplitProgress {
  const split: SplitProgress = {
    inside: new Uint32Array(rows.length),
    outside: new Uint32Array(rows.length),
    n: 0,
    m: 0,
  };
  return continueSplit(store, rows, range, split, from, to);
}

/** The split's working state, so it can go on over the next stretch of rows (in slices). */
export interface SplitProgress {
  inside: Uint32Array;
  outside: Uint32Array;
  n: number;
  m: number;
}

export function continueSplit(
  store: EventStore,
  rows: Rows,
  range: CompareRange,
  split: SplitProgress,
  from: number,
  to: number,
): SplitProgress {
  const time = store.column('timeAt');
  for (let i = from; i < to; i += 1) {
    const g = rows[i] as number;
    const t = time[g] as number;
    if (t >= range.from && t < range.to) split.inside[split.n++] = g;
    else split.outside[split.m++] = g;
  }
  return split;
}

/**
 * The rows shown (the search, area and value filters applied) against the window's other events: every
 * shown row is in the selection, and the baseline is each event of `windowRows` not shown.
 */
export function splitByFilters(store: EventStore, shown: Rows, windowRows: Rows): SplitRows {
  const marked = new Uint8Array(store.total);
  for (let i = 0; i < shown.length; i += 1) marked[shown[i] as number] = 1;
  const outside = new Uint32Array(windowRows.length);
  let m = 0;
  for (let i = 0; i < windowRows.length; i += 1) {
    const g = windowRows[i] as number;
    if (!marked[g]) outside[m++] = g;
  }
  return { inside: Uint32Array.from(shown), outside: outside.subarray(0, m) };
}

export const finishSplit = (split: SplitProgress): SplitRows => ({
  inside: split.inside.subarray(0, split.n),
  outside: split.outside.subarray(0, split.m),
});

/** How often each code of a column appears among some rows (`into` is added to, over a stretch of them). */
export function countCodes(
  codes: ArrayLike<number>,
  rows: Uint32Array,
  into: Uint32Array,
  from = 0,
  to = rows.length,
) {
  for (let i = from; i < to; i += 1) {
    const code = codes[rows[i] as number] as number;
    into[code] = (into[code] as number) + 1;
  }
}

/** A column's values ranked from their counts in the selection and the baseline. */
export function rankCounts(
  store: EventStore,
  column: string,
  inside: Uint32Array,
  outside: Uint32Array,
  n: number,
  m: number,
): ComparedColumn | null {
  if (n === 0 || m === 0) return null;
  return rankCodeCounts(column, inside, outside, n, m, valueCodes(store, column).text);
}

/**
 * The ranking itself, over counts by code (0: absent) whose texts `text` gives: for counts gathered across
 * stores (`comparePeriods`) as for one store's.
 */
export function rankCodeCounts(
  column: string,
  inside: Uint32Array,
  outside: Uint32Array,
  n: number,
  m: number,
  text: (code: number) => string,
): ComparedColumn | null {
  if (n === 0 || m === 0) return null;
  const found: ComparedValue[] = [];
  for (let code = 0; code < inside.length; code += 1) {
    const a = inside[code] as number;
    const b = outside[code] as number;
    if (a === 0 && b === 0) continue;
    const selectionShare = a / n;
    const baselineShare = b / m;
    const difference = selectionShare - baselineShare;
    if (Math.abs(difference) < minDifference) continue;
    // Two proportions' z: the difference over its standard error, the shares pooled.
    const pooled = (a + b) / (n + m);
    const error = Math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / m));
    if (error > 0 && Math.abs(difference) / error < minZ) continue;
    found.push({
      value: code === 0 ? null : text(code),
      selection: a,
      baseline: b,
      selectionShare,
      baselineShare,
      difference,
    });
  }
  if (found.length === 0) return null;
  found.sort((x, y) => rank(y) - rank(x) || Number(x.value === null) - Number(y.value === null));
  return {
    column,
    values: found.slice(0, valuesPerColumn),
    divergence: jensenShannon(inside, outside, n, m),
  };
}

/**
 * What the selection has more of comes first (what is different about it), then what it lacks, each by
 * how far the shares differ: 1 + difference above 0, the difference's size below.
 */
export const rank = (v: ComparedValue) => (v.difference > 0 ? 1 + v.difference : -v.difference);

/**
 * The columns in order of how far apart their distributions are, id-like ones apart; ties keep the table's
 * columns before attribute keys (`comparedColumns`' order).
 */
export function orderColumns(
  store: EventStore,
  columns: ComparedColumn[],
): Pick<Comparison, 'columns' | 'idLike'> {
  const idLike = idLikeColumns(store);
  const ordered = [...columns].sort((a, b) => b.divergence - a.divergence);
  return {
    columns: ordered.filter((c) => !idLike.has(c.column)),
    idLike: ordered.filter((c) => idLike.has(c.column)),
  };
}

/** The whole comparison at once (tests; the page runs it in slices, `compareInSlices`). */
export function compareRows(store: EventStore, rows: Rows, ask: CompareAsk): Comparison {
  const { inside, outside } =
    ask === 'filters' ? splitByFilters(store, rows, store.rows) : finishSplit(splitRows(store, rows, ask));
  const columns = comparedColumns(store).flatMap((column) => {
    const source = valueCodes(store, column);
    const a = new Uint32Array(source.size);
    const b = new Uint32Array(source.size);
    countCodes(source.codes, inside, a);
    countCodes(source.codes, outside, b);
    const ranked = rankCounts(store, column, a, b, inside.length, outside.length);
    return ranked ? [ranked] : [];
  });
  return { selectionRows: inside.length, baselineRows: outside.length, ...orderColumns(store, columns) };
}
