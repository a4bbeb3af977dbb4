import { useState } from 'react';
import type { ReplayUrlState } from './url-replay';
import type { RowView } from './url-view';

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * `next` with each part that equals the previous view's (the sort, the value filters, the area) taken
 * from it: a part of the page memoised on one of them (the table's header on the sort, the chips and quick
 * filters on the filters) then skips a change to another, as a keystroke or a sort.
 */
export function shareUnchanged(previous: RowView, next: RowView): RowView {
  return {
    ...next,
    sort: same(previous.sort, next.sort) ? previous.sort : next.sort,
    filters: same(previous.filters, next.filters) ? previous.filters : next.filters,
    area: same(previous.area, next.area) ? previous.area : next.area,
  };
}

/**
 * `next` with the previous replay's target when it is the same one: a playing replay writes its time to the
 * URL twice a second, and each new target made its tracks, lanes and speed chart again (20 vehicles' worth).
 */
export function shareTarget(previous: ReplayUrlState, next: ReplayUrlState): ReplayUrlState {
  return same(previous.target, next.target) ? { ...next, target: previous.target } : next;
}

/** A value parsed from the URL, its unchanged parts kept from the last render's (`keep`). */
export function useKeptParts<T>(parsed: T, keep: (previous: T, next: T) => T): T {
  const [kept, setKept] = useState({ parsed, value: parsed });
  if (kept.parsed === parsed) return kept.value;
  const value = keep(kept.value, parsed);
  // React's pattern for state derived from props: it renders again at once, before any child.
  setKept({ parsed, value });
  return value;
}
