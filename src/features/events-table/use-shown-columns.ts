import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { allColumns, sameColumns, shownColumns, type ShownColumns } from './shown-columns';

/**
 * The columns the rows draw in a scroll area (`shownColumns`). The page renders again only when they
 * change, and during a horizontal scroll in the same event, as the rows do (`useFixedRows`), so no blank
 * column shows.
 */
export function useShownColumns(
  scrollRef: RefObject<HTMLElement | null>,
  widths: readonly number[],
  margin: number,
): ShownColumns {
  const [shown, setShown] = useState(() => allColumns(widths.length));
  const update = useCallback(
    (sync: boolean) => {
      const element = scrollRef.current;
      if (!element) return;
      const next = shownColumns(widths, element.scrollLeft, element.clientWidth, margin);
      const apply = () => setShown((current) => (sameColumns(current, next) ? current : next));
      if (sync) flushSync(apply);
      else apply();
    },
    [scrollRef, widths, margin],
  );

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    update(false);
    let left = element.scrollLeft;
    const onScroll = () => {
      // A vertical scroll is the rows' business.
      if (element.scrollLeft === left) return;
      left = element.scrollLeft;
      update(true);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => update(false));
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, update]);
  return shown;
}
