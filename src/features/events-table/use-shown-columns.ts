import { useCallback, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useScrollAreaUpdates, type ScrollArea } from './use-scroll-area-updates';
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
    (sync: boolean, area: ScrollArea) => {
      const next = shownColumns(widths, area.left, area.width, margin);
      const apply = () => setShown((current) => (sameColumns(current, next) ? current : next));
      if (sync) flushSync(apply);
      else apply();
    },
    [widths, margin],
  );

  // A vertical scroll is the rows' business.
  useScrollAreaUpdates(scrollRef, update, 'left');
  return shown;
}
