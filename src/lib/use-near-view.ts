import { useCallback, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Whether the element given to `ref` has come within `margin` of the viewport, and the page has been idle
 * once since: for a heavy part below the first screen (a map), which then starts after what the person
 * came for has painted, and never where nobody scrolls. Stays true once it is. Where the browser has no
 * IntersectionObserver the part starts at once, as it did before.
 */
export function useNearView<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const canObserve = typeof IntersectionObserver === 'function';
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(!canObserve);
  const ref = useCallback((el: T | null) => setElement(el), []);
  useEffect(() => {
    if (near || !element) return;
    let idle: { cancel: () => void } | null = null;
    const observer = new IntersectionObserver(
      (entries) => {
        if (idle || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        idle = whenIdle(() => setNear(true));
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      idle?.cancel();
    };
  }, [element, margin, near]);
  return [ref, near];
}
