import { useLayoutEffect, type RefObject } from 'react';

/**
 * What is drawn in a scroll area follows it: `update(false)` now and whenever the area is resized,
 * `update(true)` in each scroll event (rendered before the browser paints that frame, so no blank band
 * shows) that `concerns` says is its business (all of them when not given).
 */
export function useScrollAreaUpdates(
  scrollRef: RefObject<HTMLElement | null>,
  update: (sync: boolean) => void,
  concerns?: (element: HTMLElement) => boolean,
): void {
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    update(false);
    const onScroll = () => {
      if (!concerns || concerns(element)) update(true);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    // jsdom has no ResizeObserver; a browser always has.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => update(false));
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, [scrollRef, update, concerns]);
}
