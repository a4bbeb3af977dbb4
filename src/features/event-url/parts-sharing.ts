import { useState } from 'react';
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

/** The view parsed from the URL, its unchanged parts kept from the last render's (`shareUnchanged`). */
export function useSharedView(parsed: RowView): RowView {
  const [kept, setKept] = useState({ parsed, view: parsed });
  if (kept.parsed === parsed) return kept.view;
  const view = shareUnchanged(kept.view, parsed);
  // React's pattern for state derived from props: it renders again at once, before any child.
  setKept({ parsed, view });
  return view;
}
