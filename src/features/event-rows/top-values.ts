import type { EventStore, Rows } from '../event-data';
import { valueCodes } from './value-codes';

export interface TopValue {
  /** The value's text; null: absent. */
  value: string | null;
  count: number;
}

export interface TopValues {
  values: TopValue[];
  /** How many rows were counted (the share's denominator). */
  rows: number;
  /** How many different values they have, absent included. */
  distinct: number;
}

export const topValuesLimit = 10;

/**
 * The most frequent values of a column among `rows`: one pass counting per code, then one pass over the
 * codes keeping the best `limit`. Ties go in the column's own order (collation or number), absent last.
 */
export function topValues(store: EventStore, rows: Rows, column: string, limit = topValuesLimit): TopValues {
  const source = valueCodes(store, column);
  const counts = new Uint32Array(source.size);
  const { codes } = source;
  for (let i = 0; i < rows.length; i += 1) {
    const code = codes[rows[i] as number] as number;
    counts[code] = (counts[code] as number) + 1;
  }
  // `before(a, b)`: a is listed before b.
  const before = (a: number, b: number) => {
    const ca = counts[a] as number;
    const cb = counts[b] as number;
    if (ca !== cb) return ca > cb;
    if (a === 0 || b === 0) return b === 0;
    return source.compare(a, b) < 0;
  };
  const best: number[] = [];
  let distinct = 0;
  for (let code = 0; code < counts.length; code += 1) {
    if (counts[code] === 0) continue;
    distinct += 1;
    if (best.length === limit && !before(code, best[limit - 1] as number)) continue;
    let at = Math.min(best.length, limit - 1);
    while (at > 0 && before(code, best[at - 1] as number)) at -= 1;
    best.splice(at, 0, code);
    if (best.length > limit) best.pop();
  }
  return {
    values: best.map((code) => ({
      value: code === 0 ? null : source.text(code),
      count: counts[code] as number,
    })),
    rows: rows.length,
    distinct,
  };
}
