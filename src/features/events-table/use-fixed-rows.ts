import { useCallback, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useScrollAreaUpdates } from './use-scroll-area-updates';
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
  const measure = useCallback((): ShownRows | null => {
    const element = scrollRef.current;
    if (!element) return null;
    return shownRows(
      { rowHeight, offset, coveredTop },
      element.scrollTop,
      element.clientHeight || fallbackHeight,
    );
  }, [scrollRef, rowHeight, offset, coveredTop, fallbackHeight]);
  const update = useCallback(
    (sync: boolean) => {
      const next = measure();
      if (!next) return;
      const apply = () => setShown((current) => (same(current, next) ? current : next));
      if (sync) flushSync(apply);
      else apply();
    },
    [measure],
  );

  useScrollAreaUpdates(scrollRef, update);

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
      update(false);
    },
    [scrollRef, rowHeight, offset, coveredTop, fallbackHeight, update],
  );

  const { first, end } = drawnRows(shown, overscan, count);
  return { first, end, totalHeight: count * rowHeight, scrollToIndex };
}
