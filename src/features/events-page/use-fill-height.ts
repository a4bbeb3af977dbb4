import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The height that takes an element from where it starts down to the bottom of the viewport (less the
 * page's bottom padding, unless `toScreenEdge`: the element reaches over it), at least `min`; null when
 * off. Measured again when the window or anything above it changes size (a banner, a progress bar, the
 * filters opening), so the map always ends at the screen's edge and the page does not scroll. `around` is what holds the element and everything above it on the page.
 */
export function useFillHeight(
  ref: RefObject<HTMLElement | null>,
  around: RefObject<HTMLElement | null>,
  enabled: boolean,
  { min = 360, toScreenEdge = false }: { min?: number; toScreenEdge?: boolean } = {},
): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!enabled || !element) {
      setHeight(null);
      return;
    }
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      const main = element.closest('main');
      const bottom = main && !toScreenEdge ? parseFloat(getComputedStyle(main).paddingBottom) || 0 : 0;
      setHeight(Math.max(min, Math.floor(window.innerHeight - top - bottom)));
    };
    measure();
    window.addEventListener('resize', measure);
    // jsdom has no ResizeObserver; a browser always has.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    // The page's own lines (filters opening, progress) change `around`; banners above it change the body.
    observer?.observe(document.body);
    if (around.current) observer?.observe(around.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref, around, enabled, min, toScreenEdge]);
  return height;
}
