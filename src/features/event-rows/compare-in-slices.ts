import { nextTask } from '../../lib/in-slices';
import type { EventStore, Rows } from '../event-data';
import type { CompareAsk } from '../event-url';
import { comparedColumns } from './compared-columns';
import {
  continueSplit,
  countCodes,
  finishSplit,
  orderColumns,
  rankCounts,
  splitByFilters,
  type ComparedColumn,
  type Comparison,
  type SplitProgress,
  type SplitRows,
} from './compare-values';
import { valueCodes, valueCodesInSlices } from './value-codes';

/** Rows counted between two looks at the clock. */
const step = 50_000;
/** How long the work may hold the page before it lets input and paint through (ms). */
const sliceMs = 30;

/**
 * `compareRows` in slices: the split, then each column counted a stretch of rows at a time, the page given
 * back whenever the work has held it `sliceMs`, so half a million rows never make a long task. Rejects
 * with the signal's reason once aborted (a new range, new rows). The filtered rows' split is one pass of
 * marks (a few ms at half a million), not sliced.
 */
export async function compareInSlices(
  store: EventStore,
  rows: Rows,
  ask: CompareAsk,
  signal: AbortSignal,
): Promise<Comparison> {
  let start = performance.now();
  const pause = async () => {
    if (performance.now() - start < sliceMs) return;
    await nextTask();
    signal.throwIfAborted();
    start = performance.now();
  };
  signal.throwIfAborted();
  let split: SplitRows;
  if (ask === 'filters') split = splitByFilters(store, rows, store.rows);
  else {
    let progress: SplitProgress = {
      inside: new Uint32Array(rows.length),
      outside: new Uint32Array(rows.length),
      n: 0,
      m: 0,
    };
    for (let from = 0; from < rows.length; from += step) {
      progress = continueSplit(store, rows, ask, progress, from, Math.min(rows.length, from + step));
      await pause();
    }
    split = finishSplit(progress);
  }
  const { inside, outside } = split;
  const columns: ComparedColumn[] = [];
  const wanted = comparedColumns(store);
  const sources = await valueCodesInSlices(store, wanted, pause);
  for (const column of wanted) {
    const source = sources.get(column) ?? valueCodes(store, column);
    await pause();
    const a = new Uint32Array(source.size);
    const b = new Uint32Array(source.size);
    for (const [rowsOf, into] of [
      [inside, a],
      [outside, b],
    ] as const)
      for (let from = 0; from < rowsOf.length; from += step) {
        countCodes(source.codes, rowsOf, into, from, Math.min(rowsOf.length, from + step));
        await pause();
      }
    const ranked = rankCounts(store, column, a, b, inside.length, outside.length);
    if (ranked) columns.push(ranked);
    await pause();
  }
  return { selectionRows: inside.length, baselineRows: outside.length, ...orderColumns(store, columns) };
}
