import { useCallback, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { readScrollArea, useScrollAreaUpdates, type ScrollArea } from './use-scroll-area-updates';
import { drawnRows, scrollTopFor, shownRows, type FixedRowsGeometry, type ShownRows } from './fixed-rows';

export interface FixedRowsOptions extends FixedRowsGeometry {
  count: number;
  scrollRef: RefObject<HTMLElement | null>;
  /** Rows drawn beyond each edge of the view. */
  overscan: number;
  /** The view's height until the element has one (jsdom has no layout). */
  fallbackHeight: number;
}

const same = (a: ShownRows, b: ShownRows) => a.first === b.first && a.end === b.end;

/**
 * The rows to draw in a scroll area of fixed-height rows. The page renders again only when the rows shown
 * change, and during a scroll in the same event (as the browser paints that frame), so no blank band shows.
 */
export function useFixedRows({ count, scrollRef, overscan, fallbackHeight, ...geometry }: FixedRowsOptions) {
  const { rowHeight, offset, coveredTop } = geometry;
  const [shown, setShown] = useState(() => shownRows(geometry, 0, fallbackHeight));
  const update = useCallback(
    (sync: boolean, area: ScrollArea) => {
      const next = shownRows({ rowHeight, offset, coveredTop }, area.top, area.height || fallbackHeight);
      const apply = () => setShown((current) => (same(current, next) ? current : next));
      if (sync) flushSync(apply);
      else apply();
    },
    [rowHeight, offset, coveredTop, fallbackHeight],
  );

  // A sideways scroll is the columns' business.
  useScrollAreaUpdates(scrollRef, update, 'top');

  /** Scrolls the least that shows row `index` whole. */
  const scrollToIndex = useCallback(
    (index: number) => {
      const element = scrollRef.current;
      if (!element) return;
      const height = element.clientHeight || fallbackHeight;
      const top = scrollTopFor({ rowHeight, offset, coveredTop }, index, element.scrollTop, height);
      if (top === null) return;
      element.scrollTop = top;
      // The scroll event comes later (and never in jsdom): the rows follow at once.
      update(false, readScrollArea(element));
    },
    [scrollRef, rowHeight, offset, coveredTop, fallbackHeight, update],
  );

  const { first, end } = drawnRows(shown, overscan, count);
  return { first, end, totalHeight: count * rowHeight, scrollToIndex };
}
