import { useLayoutEffect, type RefObject } from 'react';

/** Where a scroll area is scrolled to and how big its view is, px. */
export interface ScrollArea {
  top: number;
  left: number;
  width: number;
  height: number;
}

export const readScrollArea = (element: HTMLElement): ScrollArea => ({
  top: element.scrollTop,
  left: element.scrollLeft,
  width: element.clientWidth,
  height: element.clientHeight,
});

// Read once per scroll event for all of an area's listeners: the first one's update renders at once, and a
// read after that makes the browser lay the page out again to answer (a forced layout: 20-35 ms at 3x CPU
// throttling when a header click scrolled the columns sideways).
const readings = new WeakMap<Event, ScrollArea>();
function readOnce(event: Event, element: HTMLElement): ScrollArea {
  const known = readings.get(event);
  if (known) return known;
  const area = readScrollArea(element);
  readings.set(event, area);
  return area;
}

/**
 * What is drawn in a scroll area follows it: `update(false, area)` now and whenever the area is resized,
 * `update(true, area)` in each scroll event (rendered before the browser paints that frame, so no blank band
 * shows) that moved the area along `axis` (`top`: up or down, `left`: sideways; either when not given).
 */
export function useScrollAreaUpdates(
  scrollRef: RefObject<HTMLElement | null>,
  update: (sync: boolean, area: ScrollArea) => void,
  axis?: 'top' | 'left',
): void {
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const first = readScrollArea(element);
    let last = axis ? first[axis] : Number.NaN;
    update(false, first);
    const onScroll = (event: Event) => {
      const area = readOnce(event, element);
      if (axis) {
        if (area[axis] === last) return;
        last = area[axis];
      }
      update(true, area);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // jsdom has no ResizeObserver; a browser always has.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => update(false, readScrollArea(element)));
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, update, axis]);
}
