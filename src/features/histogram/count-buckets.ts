import type { EventStore, Rows } from '../event-data';
import { identityOf } from '../event-rows';
import { bucketOf } from './intervals';
import { remembered } from './histogram-cache';

/** Events per bar and type: what the chart stacks and the table lists. */
export interface BucketCounts {
  boundaries: Float64Array;
  /** The types among the rows, in name order: the legend (colours: `colorsForTypes` of the loaded types). */
  types: string[];
  /** `counts[type][bar]`. */
  counts: Uint32Array[];
  totals: Uint32Array;
  /** The tallest bar, and all the rows in bars. */
  max: number;
  total: number;
  /** Rows outside every bar (those the API sent from outside the window, when shown). */
  outside: number;
}

/**
 * One pass over the rows: each row's bar (the last row's, else by binary search on the boundaries), its
 * type's slot by code.
 * Remembered with the store (whose rows they are), per rows and boundaries, so going back to a view costs
 * nothing, within the store's bounded memo.
 */
export function countBuckets(store: EventStore, rows: Rows, boundaries: Float64Array): BucketCounts {
  return remembered(store, `buckets:${identityOf(rows)}:${identityOf(boundaries)}`, () =>
    count(store, rows, boundaries),
  );
}

function count(store: EventStore, rows: Rows, boundaries: Float64Array): BucketCounts {
  const bars = Math.max(0, boundaries.length - 1);
  const time = store.column('timeAt');
  const type = store.column('type');
  const slotOf = new Int32Array(store.dictionary.strings.length).fill(-1);
  const codes: number[] = [];
  const perSlot: Uint32Array[] = [];
  const totals = new Uint32Array(bars);
  let outside = 0;
  let bar = -1;
  for (let i = 0; i < rows.length; i += 1) {
    const g = rows[i] as number;
    const code = type[g] as number;
    let slot = slotOf[code] as number;
    if (slot < 0) {
      slot = slotOf[code] = codes.length;
      codes.push(code);
      perSlot.push(new Uint32Array(bars));
    }
    const t = time[g] as number;
    // Rows come newest first (or nearly): most fall in the bar of the row before, so that is tried first.
    if (!(t >= (boundaries[bar] as number) && t < (boundaries[bar + 1] as number)))
      bar = bucketOf(boundaries, t);
    if (bar < 0) {
      outside += 1;
      continue;
    }
    const counts = perSlot[slot] as Uint32Array;
    counts[bar] = (counts[bar] as number) + 1;
    totals[bar] = (totals[bar] as number) + 1;
  }
  const names = codes.map((code) => store.dictionary.strings[code] ?? '');
  const order = names.map((_, i) => i).sort((a, b) => ((names[a] as string) < (names[b] as string) ? -1 : 1));
  let max = 0;
  for (let bar = 0; bar < bars; bar += 1) max = Math.max(max, totals[bar] as number);
  return {
    boundaries,
    types: order.map((i) => names[i] as string),
    counts: order.map((i) => perSlot[i] as Uint32Array),
    totals,
    max,
    total: rows.length - outside,
    outside,
  };
}
