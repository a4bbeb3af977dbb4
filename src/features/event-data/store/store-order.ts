import { goesFirst, newestFirstOrder } from '../../../lib/newest-first';
import type { JoinedDays } from './store-day';

// The order a store's events are joined in: newest first, then by id descending, each event once.

/** Each day is newest first already; only days that overlap in time need a sort across them. */
export function newestFirst(store: JoinedDays): Uint32Array {
  const time = store.column('timeAt');
  const id = store.column('id');
  let sorted = true;
  for (let c = 1; c < store.days.length && sorted; c += 1) {
    const last = (store.base[c] as number) - 1;
    const first = store.base[c] as number;
    if (last < 0 || first >= store.total) continue;
    sorted = goesFirst(time[last] as number, id[last] as number, time[first] as number, id[first] as number);
  }
  const all = new Uint32Array(store.total);
  for (let g = 0; g < store.total; g += 1) all[g] = g;
  if (sorted) return all;
  return newestFirstOrder(time, id);
}

/** The same event from two days (an inclusive `to`, a zone that differs) is kept once. */
export function withoutRepeats(
  store: JoinedDays,
  ordered: Uint32Array,
): { kept: Uint32Array; repeats: number } {
  if (store.days.length < 2) return { kept: ordered, repeats: 0 };
  const time = store.column('timeAt');
  const id = store.column('id');
  const type = store.column('type');
  const kept = new Uint32Array(ordered.length);
  let count = 0;
  let runStart = 0;
  let repeats = 0;
  for (let i = 0; i < ordered.length; i += 1) {
    const g = ordered[i] as number;
    if (count > 0 && time[kept[count - 1] as number] !== time[g]) runStart = count;
    let repeat = false;
    for (let j = runStart; j < count && !repeat; j += 1) {
      const k = kept[j] as number;
      repeat =
        id[k] === id[g] &&
        type[k] === type[g] &&
        (Number.isSafeInteger(id[g]) || store.idText(k) === store.idText(g));
    }
    if (repeat) repeats += 1;
    else kept[count++] = g;
  }
  return { kept: kept.slice(0, count), repeats };
}
