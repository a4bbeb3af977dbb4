import type { EventStore, Rows } from '../event-data';
import type { ValueFilter } from '../event-url';
import { valueCodes } from './value-codes';

interface ColumnTest {
  codes: Uint32Array | Uint16Array | Uint8Array;
  /** 1 for the codes a row may have. */
  passes: Uint8Array;
}

/** Per column: its includes (any of them) and excludes (none of them), as a lookup by code. */
function columnTests(store: EventStore, filters: readonly ValueFilter[]): ColumnTest[] {
  const columns = [...new Set(filters.map((f) => f.column))];
  return columns.map((column) => {
    const source = valueCodes(store, column);
    const mine = filters.filter((f) => f.column === column);
    const passes = new Uint8Array(source.size);
    const codeOf = (value: string | null) => (value === null ? 0 : source.codeOf(value));
    if (mine.some((f) => f.mode === 'in')) {
      for (const f of mine) {
        const code = codeOf(f.value);
        if (f.mode === 'in' && code >= 0) passes[code] = 1;
      }
    } else passes.fill(1);
    for (const f of mine) {
      const code = codeOf(f.value);
      if (f.mode === 'ex' && code >= 0) passes[code] = 0;
    }
    return { codes: source.codes, passes };
  });
}

/**
 * The rows that pass every column's filters, in their order: within a column a row needs one of the
 * included values (if any) and none of the excluded; across columns, all of them. A value no event has
 * includes nothing and excludes nothing.
 */
export function applyValueFilters(store: EventStore, rows: Rows, filters: readonly ValueFilter[]): Rows {
  if (filters.length === 0) return rows;
  const tests = columnTests(store, filters);
  const kept = new Uint32Array(rows.length);
  let n = 0;
  outer: for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    for (let t = 0; t < tests.length; t += 1) {
      const { codes, passes } = tests[t] as ColumnTest;
      if (passes[codes[g] as number] !== 1) continue outer;
    }
    kept[n++] = g;
  }
  return kept.slice(0, n);
}
