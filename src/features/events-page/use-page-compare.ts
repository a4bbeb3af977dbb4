import { useCallback, useMemo } from 'react';
import { compareWithin, type TimeWindow } from '../event-url';
import type { EventsUrl } from '../event-url';

/**
 * The comparison the URL asks for (`compare`, `vs`) and its writers: the range clipped to the window
 * (null when it lies outside: the panel says so), opened from the histogram's brush (or its "Compare the
 * filtered events"), closed by the panel.
 */
export function usePageCompare(url: Pick<EventsUrl, 'compare'>, window: TimeWindow) {
  const { state: compare, open: setCompare, setPeriod } = url.compare;
  const asked = compare.range;
  const from = asked?.from ?? NaN;
  const to = asked?.to ?? NaN;
  const range = useMemo(
    () => (Number.isNaN(from) ? null : compareWithin({ from, to }, window)),
    [from, to, window],
  );
  const open = useCallback((a: number, b: number) => setCompare({ from: a, to: b }), [setCompare]);
  const openFiltered = useCallback(() => setCompare('filters'), [setCompare]);
  const close = useCallback(() => setCompare(null), [setCompare]);
  return {
    shown: asked !== null || compare.filtered,
    range,
    filtered: compare.filtered,
    vs: compare.vs,
    unreadable: compare.unreadable,
    open,
    openFiltered,
    close,
    setPeriod,
  };
}

export type PageCompare = ReturnType<typeof usePageCompare>;
